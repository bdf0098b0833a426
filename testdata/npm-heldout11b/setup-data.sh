#!/usr/bin/env bash
# setup-data.sh DIR: writes the small Salesforce project that sfexperts'
# code-analysis tools scan (deleting DIR first). Default DIR:
# $HOME/mcpsurvey-heldout11b/data.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout11b/data}"
rm -rf "$D"; mkdir -p "$D/sfproj/force-app/main/default/lwc/orderList" "$D/sfproj/force-app/main/default/classes" "$D/home"
cd "$D/sfproj"
cat > sfdx-project.json <<'J'
{"packageDirectories":[{"path":"force-app","default":true}],"name":"shopdemo","sourceApiVersion":"62.0"}
J
cat > force-app/main/default/lwc/orderList/orderList.js <<'J'
import { LightningElement, api, track } from 'lwc';
export default class OrderList extends LightningElement {
    @api recordId;
    @track orders = [];
    unusedCounter = 0;
    connectedCallback() {
        var total = 0;
        for (let i = 0; i < this.orders.length; i++) {
            total = total + this.orders[i].amount
        }
        eval('console.log(total)');
        console.log('loaded', this.recordId);
    }
    handleClick(event) {
        let x = 5;
        if (event.detail == null) { return }
        this.dispatchEvent(new CustomEvent('select', { detail: event.detail }));
    }
}
J
cat > force-app/main/default/lwc/orderList/orderList.html <<'J'
<template>
    <lightning-card title="Orders">
        <template for:each={orders} for:item="o">
            <p key={o.id} onclick={handleClick}>{o.name} - {o.amount}</p>
        </template>
        <img src="/logo.png">
    </lightning-card>
</template>
J
cat > force-app/main/default/lwc/orderList/orderList.js-meta.xml <<'J'
<?xml version="1.0" encoding="UTF-8"?>
<LightningComponentBundle xmlns="http://soap.sforce.com/2006/04/metadata">
    <apiVersion>40.0</apiVersion>
    <isExposed>true</isExposed>
</LightningComponentBundle>
J
printf 'public with sharing class OrderService {   \n    public static List<Order__c> recent(Integer n) {\n        for (Integer i = 0; i < n; i++) {\n            System.debug(Limits.getHeapSize());   \n        }\n        return [SELECT Id, Name FROM Order__c LIMIT :n];\n    }\n    // TODO: whitelist check for master records\n}\n' > force-app/main/default/classes/OrderService.cls
cat > force-app/main/default/classes/OrderService.cls-meta.xml <<'J'
<?xml version="1.0" encoding="UTF-8"?>
<ApexClass xmlns="http://soap.sforce.com/2006/04/metadata">
    <apiVersion>30.0</apiVersion>
    <status>Active</status>
</ApexClass>
J
