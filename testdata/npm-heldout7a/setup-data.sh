#!/usr/bin/env bash
# setup-data.sh [DIR]: writes the data the heldout7a servers read into DIR
# (default $HOME/mcpsurvey-heldout7a/data), deleting it first.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout7a/data}"
rm -rf "$D"
mkdir -p "$D"
cd "$D"

# --- a small React Native app for rn-guide's codebase analyses ---------------
mkdir -p rnapp/src/components rnapp/src/screens rnapp/src/hooks rnapp/__tests__
cat > rnapp/package.json <<'EOF'
{
  "name": "harbor-tides",
  "version": "0.4.2",
  "private": true,
  "scripts": {"start": "react-native start", "test": "node scripts/jest-report.js"},
  "dependencies": {
    "react": "18.2.0",
    "react-native": "0.72.6",
    "@react-navigation/native": "6.1.9",
    "@react-navigation/stack": "6.3.20",
    "axios": "1.6.2",
    "moment": "2.29.4",
    "lodash": "4.17.21"
  },
  "devDependencies": {"jest": "29.7.0", "@testing-library/react-native": "12.4.0"}
}
EOF
cat > rnapp/App.tsx <<'EOF'
import React from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { createStackNavigator } from '@react-navigation/stack';
import TideList from './src/components/TideList';
import LoginScreen from './src/screens/LoginScreen';

const Stack = createStackNavigator();

export default function App() {
  return (
    <NavigationContainer>
      <Stack.Navigator>
        <Stack.Screen name="Login" component={LoginScreen} />
        <Stack.Screen name="Tides" component={TideList} />
      </Stack.Navigator>
    </NavigationContainer>
  );
}
EOF
cat > rnapp/src/components/TideList.tsx <<'EOF'
import React, { useState, useEffect } from 'react';
import { View, Text, ScrollView, Image, TouchableOpacity } from 'react-native';
import axios from 'axios';
import moment from 'moment';

export default function TideList({ navigation }) {
  const [tides, setTides] = useState([]);
  useEffect(() => {
    axios.get('http://tides.example.com/api/v1/harbors/42').then(r => setTides(r.data));
  });
  return (
    <ScrollView>
      {tides.map((t, i) => (
        <TouchableOpacity key={i} onPress={() => navigation.navigate('Detail', { id: t.id })}>
          <View style={{ padding: 12, flexDirection: 'row' }}>
            <Image source={{ uri: t.icon }} style={{ width: 32, height: 32 }} />
            <Text style={{ fontSize: 14 }}>{t.name} {moment(t.at).format('HH:mm')}</Text>
          </View>
        </TouchableOpacity>
      ))}
    </ScrollView>
  );
}
EOF
cat > rnapp/src/screens/LoginScreen.tsx <<'EOF'
import React, { Component } from 'react';
import { View, TextInput, Button, AsyncStorage } from 'react-native';

const API_KEY = 'sk_live_51HarborTidesSecretKey';

export default class LoginScreen extends Component {
  state = { user: '', password: '' };
  login = async () => {
    console.log('login', this.state.user, this.state.password);
    await AsyncStorage.setItem('password', this.state.password);
    const res = await fetch('http://auth.example.com/login?key=' + API_KEY, {
      method: 'POST', body: JSON.stringify(this.state),
    });
    eval('window.token = ' + (await res.text()));
    this.props.navigation.navigate('Tides');
  };
  render() {
    return (
      <View>
        <TextInput onChangeText={t => this.setState({ user: t })} />
        <TextInput onChangeText={t => this.setState({ password: t })} />
        <Button title="Log in" onPress={this.login} />
      </View>
    );
  }
}
EOF
cat > rnapp/src/hooks/useHarbor.ts <<'EOF'
import { useEffect, useState } from 'react';
export function useHarbor(id: string) {
  const [data, setData] = useState<any>(null);
  useEffect(() => {
    const t = setInterval(() => fetch('/harbor/' + id).then(r => r.json()).then(setData), 1000);
  }, [id]);
  return data;
}
EOF
# The app has no node_modules: "npm test" prints a jest coverage report of
# this app (scripts/jest-report.js), so the coverage tool has a report to
# read offline.
mkdir -p rnapp/scripts
cat > rnapp/jest.config.js <<'EOF'
module.exports = { preset: 'react-native', collectCoverageFrom: ['src/**/*.{ts,tsx}', 'App.tsx'] };
EOF
cat > rnapp/scripts/jest-report.js <<'EOF'
const rows = [
  ['All files', '41.3', '22.5', '35.71', '42.1', ''],
  [' harbor-tides', '100', '100', '100', '100', ''],
  ['  App.tsx', '100', '100', '100', '100', ''],
  [' harbor-tides/src/components', '38.46', '25', '33.33', '40', ''],
  ['  TideList.tsx', '38.46', '25', '33.33', '40', '9-18'],
  [' harbor-tides/src/hooks', '0', '0', '0', '0', ''],
  ['  useHarbor.ts', '0', '0', '0', '0', '3-8'],
  [' harbor-tides/src/screens', '27.27', '20', '25', '28.57', ''],
  ['  LoginScreen.tsx', '27.27', '20', '25', '28.57', '8-16,19-21'],
];
const w = [30, 8, 9, 8, 8, 18];
const line = w.map(n => '-'.repeat(n)).join('|');
const fmt = r => r.map((c, i) => i === 0 ? c.padEnd(w[i]) : c.padStart(w[i] - 1) + ' ').join('|');
console.log(' PASS  __tests__/App.test.tsx');
console.log('  renders (41 ms)');
console.log('');
console.log(line);
console.log(fmt(['File', '% Stmts', '% Branch', '% Funcs', '% Lines', 'Uncovered Line #s']));
console.log(line);
rows.forEach(r => console.log(fmt(r)));
console.log(line);
console.log('Test Suites: 1 passed, 1 total');
console.log('Tests:       1 passed, 1 total');
EOF
cat > rnapp/__tests__/App.test.tsx <<'EOF'
import React from 'react';
import { render } from '@testing-library/react-native';
import App from '../App';
test('renders', () => { render(<App />); });
EOF

# --- ymcp repositories: one valid, one with a broken manifest, one without ---
mkdir -p repos/unit-convert/docs repos/broken-notes/docs repos/no-manifest
cat > repos/unit-convert/docs/mcp.json <<'EOF'
{
  "name": "unit-convert",
  "description": "Converts lengths, masses and temperatures",
  "entry": "server.js",
  "command": "node",
  "args": ["server.js"],
  "tools": [
    {"name": "convert", "description": "Convert a value between two units",
     "inputs": {"value": "number", "from": "string", "to": "string"}, "outputs": {"value": "number", "unit": "string"}},
    {"name": "units", "description": "List the supported units",
     "inputs": {}, "outputs": {"units": "string[]"}}
  ]
}
EOF
cat > repos/unit-convert/server.js <<'EOF'
// A stand-in for an MCP server entry built on @modelcontextprotocol/sdk with
// StdioServerTransport: it only waits on stdin until closed.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
EOF
cat > repos/broken-notes/docs/mcp.json <<'EOF'
{
  "name": "broken-notes",
  "entry": "/abs/notes.js",
  "tools": "none"
}
EOF
echo 'console.log("hi")' > repos/no-manifest/index.js
mkdir -p repos/timecard/docs repos/timecard/bin
cat > repos/timecard/docs/mcp.json <<'EOF'
{
  "name": "timecard",
  "description": "Clock in, clock out, weekly hour totals",
  "entry": "bin/timecard.js",
  "command": "node",
  "args": ["bin/timecard.js", "--db", "hours.db"],
  "tools": [
    {"name": "clock_in", "description": "Start a shift"},
    {"name": "clock_out", "description": "End the shift"},
    {"name": "week_total", "description": "Hours worked this week"}
  ]
}
EOF
cat > repos/timecard/bin/timecard.js <<'EOF'
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
EOF

# --- PDFs for requirements-extractor ------------------------------------------
mkdir -p docs reqs-out
python3 - <<'EOF'
def pdf(path, pages):
    objs = ["<< /Type /Catalog /Pages 2 0 R >>", None,
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    kids = []
    for lines in pages:
        ops = ["BT", "/F1 11 Tf", "14 TL", "60 760 Td"]
        for ln in lines:
            ln = ln.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
            ops.append("(%s) Tj T*" % ln)
        ops.append("ET")
        stream = "\n".join(ops)
        objs.append("<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
        content = len(objs)
        objs.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
                    "/Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>" % content)
        kids.append(len(objs))
    objs[1] = "<< /Type /Pages /Kids [%s] /Count %d >>" % (" ".join("%d 0 R" % k for k in kids), len(kids))
    out = b"%PDF-1.4\n"
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(out))
        out += ("%d 0 obj\n%s\nendobj\n" % (i, o)).encode("latin-1")
    x = len(out)
    out += ("xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)).encode()
    for o in offs:
        out += ("%010d 00000 n \n" % o).encode()
    out += ("trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, x)).encode()
    open(path, "wb").write(out)

pdf("docs/parking-app-spec.pdf", [
    ["Parking Permit Portal - Functional Specification v1.3",
     "1. Accounts",
     "The system shall allow residents to register with an email address and a password.",
     "Passwords must be at least 12 characters long.",
     "The system must lock an account after 5 failed login attempts.",
     "2. Permits",
     "Residents shall be able to apply for up to 2 permits per household.",
     "Each permit application must include a vehicle plate number.",
     "The back office should approve or reject applications within 3 working days."],
    ["3. Payments",
     "Payment shall be taken by card; the portal must never store full card numbers.",
     "Permits cost 45 EUR per year; students pay 20 EUR.",
     "4. Mobile",
     "The mobile app should send a push notification 14 days before a permit expires.",
     "5. Operations",
     "The service must be available 99.5% of the time, measured monthly.",
     "All personal data shall be deleted 24 months after the last permit ends.",
     "Logs must be kept for 90 days."],
    ["6. Reporting",
     "The back office shall export monthly permit counts per zone as CSV.",
     "Zone managers may view a dashboard of occupancy per street.",
     "Appendix A: zones North, Harbour, Old Town, University."],
])
pdf("docs/library-kiosk.pdf", [
    ["Library Self-Service Kiosk - Requirements",
     "The kiosk shall let members borrow books by scanning their card and the book barcode.",
     "The kiosk must print or email a receipt listing due dates.",
     "Loans are 21 days; members may renew twice unless the item is reserved.",
     "The kiosk should work offline for up to 4 hours and sync loans later.",
     "Screen text must meet WCAG 2.1 AA contrast."],
])
EOF
printf 'not a pdf at all\n' > docs/notes.pdf

# --- datacore's home (it creates its store on first use) ----------------------
mkdir -p home

# --- session-continuity's workspace: two projects; its store is created in
# ws/.claude on first use ----------------------------------------------------
mkdir -p ws/kiosk-api/src ws/harbor-tides
cat > ws/kiosk-api/package.json <<'EOF'
{"name": "kiosk-api", "version": "1.2.0",
 "scripts": {"build": "echo built", "test": "echo 3 passing"},
 "dependencies": {"express": "4.19.2"}}
EOF
echo 'module.exports = require("express")();' > ws/kiosk-api/src/index.js
cp -r rnapp/. ws/harbor-tides/
