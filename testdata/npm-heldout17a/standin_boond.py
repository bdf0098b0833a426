#!/usr/bin/env python3
"""standin_boond.py PORT: a small stand-in for the BoondManager REST API
(JSON:API; the read endpoints that the heldout17a calls of
boondmanager-mcp-server use), under /api on 127.0.0.1 only. Made-up content:
a small IT consulting firm, "Larkspur Conseil" (candidates, consultants,
client companies, actions, absences, positionings, deliveries, the current
user and a reference dictionary)."""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

PORT = int(sys.argv[1])


def ent(typ, i, **attrs):
    return {"id": str(i), "type": typ, "attributes": attrs, "relationships": {}}


DATA = {
    "candidates": [
        ent("candidate", 1021, firstName="Maëlle", lastName="Garnier", email1="maelle.garnier@mail.example", phone1="+33 6 12 34 56 78", city="Nantes", state=2, title="Développeuse Java senior", availability="2026-12-01"),
        ent("candidate", 1022, firstName="Yusuf", lastName="Demir", email1="y.demir@mail.example", city="Lyon", state=1, title="Ingénieur DevOps"),
        ent("candidate", 1023, firstName="Clara", lastName="Vidal", email1="clara.vidal@mail.example", phone1="+33 7 98 76 54 32", city="Bordeaux", state=4, title="Data engineer"),
    ],
    "resources": [
        ent("resource", 311, firstName="Julien", lastName="Marchand", email1="julien.marchand@larkspur-conseil.example", phone1="+33 6 44 55 66 77", city="Nantes", state=1, title="Consultant Java / Spring"),
        ent("resource", 312, firstName="Inès", lastName="Bakri", email1="ines.bakri@larkspur-conseil.example", city="Paris", state=1, title="Cheffe de projet"),
        ent("resource", 313, firstName="Tom", lastName="Lefèvre", email1="tom.lefevre@larkspur-conseil.example", city="Lyon", state=2, title="Consultant PostgreSQL"),
        ent("resource", 314, firstName="Sofia", lastName="Ricci", email1="sofia.ricci@larkspur-conseil.example", city="Nantes", state=3, title="Architecte cloud"),
    ],
    "companies": [
        ent("company", 5001, name="Armateurs de l'Ouest", city="Saint-Nazaire", state=1, phone1="+33 2 40 00 11 22", website="https://armateurs-ouest.example", expertiseArea="Logistique"),
        ent("company", 5002, name="Banque Rivière", city="Paris", state=2, phone1="+33 1 70 00 33 44"),
        ent("company", 5003, name="Fromageries Alpines", city="Annecy", state=1),
    ],
    "actions": [
        ent("action", 9101, typeOf=10, startDate="2026-11-20 10:00:00", text="Entretien technique avec Maëlle : très bon niveau Spring Boot, disponible en décembre."),
        ent("action", 9102, typeOf=12, startDate="2026-11-21 14:30:00", text="Relance Banque Rivière pour le renouvellement de la mission de Julien."),
        ent("action", 9103, typeOf=10, startDate="2026-11-24 09:15:00", text="Appel Yusuf : souhaite rester sur Lyon."),
    ],
    "absences-reports": [
        ent("absencesreport", 7701, number="ABS-2026-041", startDate="2026-12-22", endDate="2026-12-31", state=1, title="Congés de fin d'année"),
        ent("absencesreport", 7702, number="ABS-2026-042", startDate="2026-11-27", endDate="2026-11-27", state=2),
    ],
    "positionings": [
        ent("positioning", 8801, startDate="2026-12-01", endDate="2027-05-31", state=1, averageDailyPriceExcludingTax=620, turnoverSimulatedExcludingTax=76260),
        ent("positioning", 8802, startDate="2027-01-05", state=0, averageDailyPriceExcludingTax=540),
        ent("positioning", 8803, date="2026-11-18", state=3, reference="POS-AO-2026-77"),
    ],
    "deliveries-groupments": [
        ent("deliverygroupment", 6601, reference="PRJ-BR-2026-01", startDate="2026-01-05", endDate="2026-12-31", turnoverOrderedExcludingTax=142600),
        ent("deliverygroupment", 6602, reference="PRJ-AO-2026-03", startDate="2026-09-01", endDate="2027-02-28", turnoverOrderedExcludingTax=88400, turnoverInvoicedExcludingTax=35360),
    ],
}
DETAIL_EXTRA = {
    ("candidates", "1021"): {"skills": "Java 21, Spring Boot, Kafka, PostgreSQL", "experience": 9, "mobilityAreas": ["Pays de la Loire", "Bretagne"], "creationDate": "2026-10-02T08:12:00+0100"},
    ("companies", "5001"): {"address": "12 quai des Frégates", "postcode": "44600", "country": "France", "staff": 320, "creationDate": "2024-05-14T10:00:00+0100"},
    ("companies", "5002"): {"address": "8 rue de la Paix", "postcode": "75002", "country": "France", "staff": 2100, "creationDate": "2025-02-03T09:00:00+0100"},
    ("resources", "311"): {"skills": "Java, Spring, Angular", "dailyExpenses": 25, "creationDate": "2021-03-01T09:00:00+0100"},
}
TABS = {
    ("companies", "5001", "contacts"): [ent("contact", 4401, firstName="Hervé", lastName="Le Goff", email1="h.legoff@armateurs-ouest.example", title="DSI"),
                                         ent("contact", 4402, firstName="Nadia", lastName="Ferrand", email1="n.ferrand@armateurs-ouest.example", title="Acheteuse IT")],
    ("companies", "5002", "contacts"): [ent("contact", 4403, firstName="Paul", lastName="Rivière", email1="paul.riviere@banque-riviere.example", title="Directeur des études")],
}
CURRENT_USER = {"data": {"id": "17", "type": "account", "attributes": {"firstName": "Élodie", "lastName": "Moreau", "email1": "elodie.moreau@larkspur-conseil.example", "level": "administrator", "language": "fr", "defaultAgency": "Larkspur Conseil Nantes"},
                         "relationships": {"agency": {"data": {"id": "1", "type": "agency"}}}}}
DICTIONARY = {"data": {"setting": {"state": {"resource": [{"id": 0, "value": "Non disponible"}, {"id": 1, "value": "En mission"}, {"id": 2, "value": "Intercontrat"}, {"id": 3, "value": "Sortie prévue"}],
                                             "candidate": [{"id": 1, "value": "À qualifier"}, {"id": 2, "value": "Qualifié"}, {"id": 4, "value": "Embauché"}]},
                                   "typeOf": {"resource": [{"id": 0, "value": "Salarié"}, {"id": 1, "value": "Freelance"}]},
                                   "currency": [{"id": 0, "value": "EUR", "symbol": "€"}, {"id": 1, "value": "CHF", "symbol": "CHF"}]},
                       "country": [{"id": "FR", "value": "France"}, {"id": "CH", "value": "Suisse"}]}}


class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def send(self, code, obj):
        b = json.dumps(obj, ensure_ascii=False).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/vnd.api+json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_GET(self):
        u = urlparse(self.path)
        p, qs = u.path.rstrip("/"), parse_qs(u.query)
        if not p.startswith("/api/"):
            return self.send(404, {"errors": [{"status": "404", "detail": "Not found"}]})
        parts = p[5:].split("/")
        if parts == ["application", "current-user"]:
            return self.send(200, CURRENT_USER)
        if parts == ["application", "dictionary"]:
            return self.send(200, DICTIONARY)
        kind = parts[0]
        if kind not in DATA:
            return self.send(404, {"errors": [{"status": "404", "detail": "Unknown route /" + kind}]})
        items = DATA[kind]
        if len(parts) == 1:
            kw = (qs.get("keywords") or [""])[0].lower()
            if kw:
                items = [e for e in items if kw in json.dumps(e["attributes"], ensure_ascii=False).lower()]
            size = int((qs.get("maxResults") or ["30"])[0])
            return self.send(200, {"meta": {"totals": {"rows": len(items)}}, "data": items[:size]})
        found = [e for e in items if e["id"] == parts[1]]
        if not found:
            return self.send(404, {"errors": [{"status": "404", "code": "404", "title": "Not Found", "detail": "Entity %s/%s does not exist" % (kind, parts[1])}]})
        e = json.loads(json.dumps(found[0]))
        if len(parts) == 3:
            tab = TABS.get((kind, parts[1], parts[2]))
            if tab is not None:
                return self.send(200, {"meta": {"totals": {"rows": len(tab)}}, "data": tab})
            e["attributes"].update(DETAIL_EXTRA.get((kind, parts[1]), {}))
            return self.send(200, {"data": e})
        e["attributes"].update(DETAIL_EXTRA.get((kind, parts[1]), {}))
        return self.send(200, {"data": e})


ThreadingHTTPServer(("127.0.0.1", PORT), H).serve_forever()
