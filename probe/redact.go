package probe

import (
	"bytes"
	"encoding/json"
	"net/url"
	"slices"
	"sort"
	"strings"
)

// Redactor replaces secret values in captured bytes by markers such as
// "[REDACTED:env:GITHUB_TOKEN]". A nil *Redactor redacts nothing.
type Redactor struct {
	secrets []redSecret // longest value first
	// markerForms are the marker texts as they appear raw and inside JSON
	// strings; the final check ignores secrets re-formed by them.
	markerForms [][]byte
	pure        map[string]bool // quoted markers: a JSON string that is only a marker
}

type redSecret struct {
	value  []byte
	wordy  bool   // matched only as a whole word (see looksLikeWord)
	marker []byte // [REDACTED:<name>]
	quoted []byte // the marker as a JSON string
}

// NewRedactor prepares the redaction of secrets. Values that read as plain
// words or small numbers are redacted only where they stand as whole words
// (see looksLikeWord). It ignores values shorter than 4 bytes, the values "true", "false" and "null", and values made only
// of whitespace and JSON punctuation: replacing them would wreck the output
// without protecting anything. When two secrets share a value the first
// name is used. Longer values are matched first, so overlapping secrets are
// redacted fully.
func NewRedactor(secrets []Secret) *Redactor {
	r := &Redactor{pure: map[string]bool{}}
	seen := map[string]bool{}
	forms := map[string]bool{}
	for _, s := range secrets {
		if !usableSecret(s.Value) || seen[s.Value] {
			continue
		}
		seen[s.Value] = true
		marker := "[REDACTED:" + s.Name + "]"
		quoted := encodeJSONString([]byte(marker))
		r.secrets = append(r.secrets, redSecret{value: []byte(s.Value), wordy: looksLikeWord(s.Value), marker: []byte(marker), quoted: quoted})
		r.pure[string(quoted)] = true
		for _, f := range [][]byte{[]byte(marker), quoted[1 : len(quoted)-1]} {
			if !forms[string(f)] {
				forms[string(f)] = true
				r.markerForms = append(r.markerForms, f)
			}
		}
	}
	sort.SliceStable(r.secrets, func(i, j int) bool { return len(r.secrets[i].value) > len(r.secrets[j].value) })
	return r
}

func usableSecret(v string) bool {
	if len(v) < 4 || v == "true" || v == "false" || v == "null" {
		return false
	}
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case ' ', '\t', '\r', '\n', '{', '}', '[', ']', ',', ':', '"':
		default:
			return true
		}
	}
	return false
}

// Empty reports whether the redactor has no secret to redact.
func (r *Redactor) Empty() bool {
	return r == nil || len(r.secrets) == 0
}

// span is one stretch of bytes to replace; overlapping occurrences of
// secrets are merged into one span named after the earliest (longest) one.
type span struct {
	start, end int
	sec        *redSecret
}

// find returns the merged spans of all secret occurrences in b, in order.
func (r *Redactor) find(b []byte) []span {
	var spans []span
	for i := range r.secrets {
		s := &r.secrets[i]
		for off := 0; off < len(b); {
			k := bytes.Index(b[off:], s.value)
			if k < 0 {
				break
			}
			start, end := off+k, off+k+len(s.value)
			if s.wordy && !atWordBoundary(b, start, end) {
				off = start + 1
				continue
			}
			if n := len(spans); n > 0 && spans[n-1].sec == s && start < spans[n-1].end {
				spans[n-1].end = end // overlapping repeat of the same secret
			} else {
				spans = append(spans, span{start, end, s})
			}
			off = start + 1
		}
	}
	if len(spans) < 2 {
		return spans
	}
	sort.SliceStable(spans, func(i, j int) bool {
		if spans[i].start != spans[j].start {
			return spans[i].start < spans[j].start
		}
		return spans[i].end > spans[j].end
	})
	merged := spans[:1]
	for _, sp := range spans[1:] {
		last := &merged[len(merged)-1]
		if sp.start < last.end {
			if sp.end > last.end {
				last.end = sp.end
			}
			continue
		}
		merged = append(merged, sp)
	}
	return merged
}

// looksLikeWord reports whether an env value reads as an ordinary word or
// a small number ("info", "production", "3001") rather than a credential.
// Such values are redacted only where they stand as whole words, so that
// LOG_LEVEL=info does not maul "information"; anything else (credentials
// mix digits, symbols and case, or are long) is redacted wherever it occurs.
func looksLikeWord(v string) bool {
	letters, digits := 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letters++
		case c >= '0' && c <= '9':
			digits++
		default:
			return false
		}
	}
	return letters == len(v) && len(v) < 16 || digits == len(v) && len(v) < 6
}

// atWordBoundary reports whether b[start:end] is not glued to letters or
// digits on either side.
func atWordBoundary(b []byte, start, end int) bool {
	return (start == 0 || !isAlnum(b[start-1]) || !isAlnum(b[start])) &&
		(end == len(b) || !isAlnum(b[end]) || !isAlnum(b[end-1]))
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// replace writes b with every span replaced by its marker.
func replace(b []byte, spans []span) []byte {
	out := make([]byte, 0, len(b)+len(spans)*24)
	last := 0
	for _, sp := range spans {
		out = append(out, b[last:sp.start]...)
		out = append(out, sp.sec.marker...)
		last = sp.end
	}
	return append(out, b[last:]...)
}

// Bytes replaces every secret in b by its marker, byte for byte, for text
// that is not JSON (stderr, noise lines). Without a secret in b it returns
// b itself.
func (r *Redactor) Bytes(b []byte) []byte {
	if r.Empty() {
		return b
	}
	spans := r.find(b)
	if len(spans) == 0 {
		return b
	}
	return replace(b, spans)
}

// String is Bytes for a string.
func (r *Redactor) String(s string) string {
	if r.Empty() {
		return s
	}
	b := []byte(s)
	spans := r.find(b)
	if len(spans) == 0 {
		return s
	}
	return string(replace(b, spans))
}

// JSON redacts a JSON document and keeps it valid and otherwise byte-exact.
// Each string is checked both as written and decoded (so a secret escaped
// as \" \\ \/ or \uXXXX is found); only strings that held a secret are
// re-encoded, with the secret replaced by its marker. A number that holds
// a secret becomes the marker string. A value whose secret could not be
// replaced inside it (it straddles tokens or escape sequences) is replaced
// whole by the marker string. Input that is not valid JSON is handled by
// Bytes. Without a secret in b it returns b itself.
func (r *Redactor) JSON(b []byte) []byte {
	if r.Empty() || len(b) == 0 {
		return b
	}
	if !json.Valid(b) {
		return r.Bytes(b)
	}
	out := b
	changed := false
	var buf []byte
	last := 0
	for _, t := range jsonTokens(b) {
		tok := b[t.start:t.end]
		var repl []byte
		if t.kind == '"' {
			repl = r.jsonString(tok)
		} else if spans := r.find(tok); len(spans) > 0 {
			repl = spans[0].sec.quoted
		}
		if repl == nil {
			continue
		}
		if !changed {
			buf = make([]byte, 0, len(b)+64)
			changed = true
		}
		buf = append(buf, b[last:t.start]...)
		buf = append(buf, repl...)
		last = t.end
	}
	if changed {
		out = append(buf, b[last:]...)
	}
	// Secrets spanning several tokens, or re-formed by re-encoding: replace
	// every value they touch by a marker string until none is left. Each
	// round turns at least one more value into a marker, so it ends.
	for {
		spans := r.find(r.maskMarkers(out))
		if len(spans) == 0 {
			break
		}
		next, progressed := r.replaceTouched(out, spans)
		if !progressed {
			break
		}
		out, changed = next, true
	}
	if !changed {
		return b
	}
	return out
}

// jsonString redacts one JSON string token; nil means unchanged.
func (r *Redactor) jsonString(tok []byte) []byte {
	if len(tok) < 2 {
		return nil
	}
	inner := tok[1 : len(tok)-1]
	rawHits := r.find(inner)
	if len(rawHits) == 0 && bytes.IndexByte(inner, '\\') < 0 {
		return nil
	}
	var s string
	if err := json.Unmarshal(tok, &s); err != nil {
		if len(rawHits) > 0 {
			return rawHits[0].sec.quoted
		}
		return nil
	}
	decoded := []byte(s)
	spans := r.find(decoded)
	if len(spans) == 0 {
		if len(rawHits) > 0 {
			// The secret exists only in the written form (it spans escape
			// syntax or invalid UTF-8): drop the whole string.
			return rawHits[0].sec.quoted
		}
		return nil
	}
	enc := encodeJSONString(replace(decoded, spans))
	if hits := r.find(enc[1 : len(enc)-1]); len(hits) > 0 {
		return hits[0].sec.quoted
	}
	return enc
}

// maskMarkers returns b with every marker text zeroed (same length), so
// that secrets which are pieces of a marker are not found in it again.
func (r *Redactor) maskMarkers(b []byte) []byte {
	var view []byte
	for _, f := range r.markerForms {
		src := b
		if view != nil {
			src = view
		}
		for off := 0; off < len(src); {
			k := bytes.Index(src[off:], f)
			if k < 0 {
				break
			}
			if view == nil {
				view = bytes.Clone(b)
				src = view
			}
			clear(view[off+k : off+k+len(f)])
			off += k + len(f)
		}
	}
	if view == nil {
		return b
	}
	return view
}

// replaceTouched replaces every value token overlapping a span (and not
// already a bare marker) by the span's marker string.
func (r *Redactor) replaceTouched(b []byte, spans []span) ([]byte, bool) {
	var out []byte
	last, si := 0, 0
	progressed := false
	for _, t := range jsonTokens(b) {
		for si < len(spans) && spans[si].end <= t.start {
			si++
		}
		var hit *span
		for k := si; k < len(spans) && spans[k].start < t.end; k++ {
			if spans[k].end > t.start {
				hit = &spans[k]
				break
			}
		}
		if hit == nil || r.pure[string(b[t.start:t.end])] {
			continue
		}
		progressed = true
		out = append(out, b[last:t.start]...)
		out = append(out, hit.sec.quoted...)
		last = t.end
	}
	if !progressed {
		return b, false
	}
	return append(out, b[last:]...), true
}

// jtok is one value token of a JSON text: a string, number or literal.
type jtok struct {
	start, end int
	kind       byte // '"' string, '0' number, 'a' literal
}

// jsonTokens lists the value tokens of a valid JSON text.
func jsonTokens(b []byte) []jtok {
	var toks []jtok
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '"':
			j := skipString(b, i) + 1
			toks = append(toks, jtok{i, j, '"'})
			i = j
		case c == '-' || (c >= '0' && c <= '9'):
			j := i + 1
			for j < len(b) && isNumberByte(b[j]) {
				j++
			}
			toks = append(toks, jtok{i, j, '0'})
			i = j
		case c >= 'a' && c <= 'z':
			j := i + 1
			for j < len(b) && b[j] >= 'a' && b[j] <= 'z' {
				j++
			}
			toks = append(toks, jtok{i, j, 'a'})
			i = j
		default:
			i++
		}
	}
	return toks
}

func isNumberByte(c byte) bool {
	return (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-'
}

// encodeJSONString encodes s as a JSON string without HTML escaping.
func encodeJSONString(s []byte) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(string(s)) // a string always encodes
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

// configSecrets returns the secrets a config value named name holds,
// the whole value first when it is one; nil when it holds none.
//
// A server's config holds many values: env variables, headers, its URL,
// and the environment variables its ${VAR} references used. All of them
// are used to launch it and none is stored (ServerSpec.Launch keeps names
// only), but only credentials are redacted from what the server says:
// redacting LOG_LEVEL=error would turn every "error" in its answers into a
// marker. configSecrets decides, by name first, then by the value's shape:
//
//  1. Name. A name, split into words ("GITHUB_TOKEN", "X-Api-Key",
//     "apiKey"), marks a credential when a word is TOKEN(S), SECRET(S),
//     PASSWORD, PASSWD, PASS, PWD, PASSPHRASE, KEY(S), AUTH, AUTHN, AUTHZ,
//     OAUTH, AUTHORIZATION, AUTHENTICATION, CREDENTIAL(S), CREDS, COOKIE(S),
//     SESSION, PRIVATE, PAT, BEARER, SIGNATURE, SIG or JWT, or ends in TOKEN,
//     SECRET, PASSWORD, PWD, CREDENTIALS or COOKIE, or in APIKEY, ACCESSKEY,
//     SECRETKEY, PRIVATEKEY and the like: KEY counts as a word of its own
//     (API_KEY, ACCESS_KEY) or in those compounds, never inside a word
//     (KEYBOARD, MONKEY), nor after a word that makes it a data key
//     (SORT_KEY, PARTITION_KEY, CACHE_KEY). Headers Authorization,
//     Proxy-Authorization, Cookie, Set-Cookie, X-Api-Key, X-Auth-Token... are
//     named so. A name does not mark a credential when a descriptor follows
//     its last credential word (TOKEN_URL, PASSWORD_FILE, AUTH_TYPE,
//     SESSION_TIMEOUT, PRIVATE_KEY_PATH, SECRET_NAME) or it counts something
//     (MAX_TOKENS): such a value is a setting about a credential; nor for the
//     shell's PWD and OLDPWD. A credential's whole value is a secret, and in
//     "Bearer x" (any one-word scheme) x too.
//  2. Shape. Whatever the name, a value is a secret when it has a
//     credential's shape (credentialShape): it starts with a known token
//     prefix (ghp_, github_pat_, glpat-, xoxb-, sk-, sk_live_, AKIA, AIza,
//     ya29., eyJ, npm_, hf_, ...), is "Bearer x" or a PEM private key, or
//     reads as random: 20 or more characters without spaces, not a URL or a
//     file path, holding a run of 16 or more letters and digits (through
//     base64's + and /) that reads as random (randomRun: 10 or more
//     distinct characters, the kind of character changing often, as in
//     "a8Fk2Lq0" and hex; not camelCase words, nor words glued to numbers
//     such as "myproject2024backup"). A name marking an identifier (FOO_ID,
//     FOO_UUID) trusts prefixes and "Bearer x" only: an ID may look random
//     but is no secret.
//  3. Parts. Otherwise only the credentials inside a value are secrets: a
//     URL's password (its user name only when it stands alone and has a
//     credential's shape, "https://ghp_x@host"), its query and fragment
//     parameters with credential names or shapes and its path segments with
//     credential shapes; "Password=x;..." fields of connection strings and
//     k=v lists; fields of a space or comma separated value with credential
//     shapes; members of a JSON object, by the same rules. So a DSN or a
//     DATABASE_URL with userinfo loses its password, not its host.
//
// Everything else, log levels, URLs without credentials, ports, file paths,
// project names, booleans and small numbers, stays in the captured bytes as
// the server sent it.
func configSecrets(name, value string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(vs ...string) {
		for _, v := range vs {
			if v != "" && !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	switch {
	case isCredentialName(name):
		add(value)
		// "Bearer abc", "token abc": the credential alone may be echoed too.
		if scheme, cred, ok := strings.Cut(strings.TrimSpace(value), " "); ok && isSchemeWord(scheme) {
			add(strings.TrimSpace(cred))
		}
		add(valueSecrets(value, 0)...)
	case isIdentifierName(name):
		if prefixShape(value) {
			add(value)
		}
		add(bearerCredential(value))
	default:
		add(valueSecrets(value, 0)...)
	}
	return out
}

// credentialWords are name words that mark a credential.
var credentialWords = map[string]bool{
	"token": true, "tokens": true, "secret": true, "secrets": true,
	"password": true, "passwords": true, "passwd": true, "pass": true, "pwd": true, "passphrase": true,
	"key": true, "keys": true, "apikey": true,
	"auth": true, "authn": true, "authz": true, "oauth": true, "oauth2": true,
	"authorization": true, "authentication": true,
	"credential": true, "credentials": true, "creds": true,
	"cookie": true, "cookies": true, "session": true, "private": true, "pat": true,
	"bearer": true, "signature": true, "sig": true, "jwt": true,
}

// credentialSuffixes mark a credential at the end of a longer word
// ("ACCESSTOKEN", "CLIENTSECRET", "XAPIKEY").
var credentialSuffixes = []string{"token", "secret", "password", "passwd", "pwd", "passphrase", "credentials", "credential", "cookie",
	"apikey", "accesskey", "secretkey", "privatekey", "authkey", "masterkey", "signingkey", "licensekey",
	"subscriptionkey", "clientkey", "encryptionkey", "servicekey"}

// dataKeyWords before KEY make it a key into data, not a credential.
var dataKeyWords = map[string]bool{
	"sort": true, "partition": true, "primary": true, "foreign": true, "cache": true, "hot": true,
	"shortcut": true, "routing": true, "hash": true, "range": true, "lookup": true, "index": true,
	"group": true, "composite": true, "unique": true, "field": true, "column": true, "row": true,
	"object": true, "dedup": true, "idempotency": true, "json": true, "map": true, "sharding": true,
}

// descriptorWords after a name's last credential word make it a setting
// about the credential (where it is, what kind, how long it lives).
var descriptorWords = map[string]bool{
	"url": true, "urls": true, "uri": true, "endpoint": true, "host": true, "hostname": true,
	"server": true, "domain": true, "port": true, "path": true, "file": true, "filename": true,
	"files": true, "dir": true, "directory": true, "folder": true, "location": true, "arn": true,
	"type": true, "kind": true, "mode": true, "level": true, "enabled": true, "disabled": true,
	"enable": true, "disable": true, "required": true, "timeout": true, "ttl": true, "expiry": true,
	"expires": true, "expiration": true, "lifetime": true, "duration": true, "interval": true,
	"limit": true, "header": true, "prefix": true, "format": true, "version": true, "method": true,
	"provider": true, "scope": true, "scopes": true, "strategy": true, "algorithm": true, "alg": true,
	"name": true, "issuer": true, "audience": true, "realm": true, "callback": true, "redirect": true,
	"store": true, "cache": true, "length": true, "len": true, "size": true, "count": true,
	"retries": true, "retry": true, "attempts": true, "env": true, "var": true, "rotation": true,
}

// quantityWords anywhere in a name make it a number of something
// (MAX_TOKENS, NUM_KEYS).
var quantityWords = map[string]bool{"max": true, "min": true, "num": true, "count": true, "limit": true, "budget": true}

// identifierWords, last in a name, mark an identifier (PROJECT_ID).
var identifierWords = map[string]bool{"id": true, "ids": true, "uuid": true, "guid": true}

// isCredentialName reports whether an env variable, header, URL parameter
// or key=value key named name holds a credential (rule 1 above).
func isCredentialName(name string) bool {
	if up := strings.ToUpper(name); up == "PWD" || up == "OLDPWD" {
		return false
	}
	words := splitName(name)
	last := -1
	for i, w := range words {
		if quantityWords[w] {
			return false
		}
		if isCredentialWord(w, words[:i]) {
			last = i
		}
	}
	if last < 0 {
		return false
	}
	for _, w := range words[last+1:] {
		if descriptorWords[w] {
			return false
		}
	}
	return true
}

// isCredentialWord reports whether w, after the words before it, marks a
// credential.
func isCredentialWord(w string, before []string) bool {
	if w == "key" || w == "keys" {
		return len(before) == 0 || !dataKeyWords[before[len(before)-1]]
	}
	if credentialWords[w] {
		return true
	}
	for _, s := range credentialSuffixes {
		if len(w) > len(s) && strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// isIdentifierName reports whether a name's last word marks an identifier.
func isIdentifierName(name string) bool {
	words := splitName(name)
	return len(words) > 0 && identifierWords[words[len(words)-1]]
}

// isSchemeWord reports whether s is one word of letters (an HTTP
// authorization scheme such as Bearer, Basic, token).
func isSchemeWord(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-') {
			return false
		}
	}
	return true
}

// authSchemes are the schemes whose "Scheme x" values are credentials by
// shape, whatever they are named.
var authSchemes = []string{"bearer", "basic", "token", "digest", "apikey"}

// bearerCredential returns x for a value "Bearer x" (or another scheme of
// authSchemes followed by one word), else "".
func bearerCredential(v string) string {
	scheme, cred, ok := strings.Cut(strings.TrimSpace(v), " ")
	cred = strings.TrimSpace(cred)
	if !ok || cred == "" || strings.ContainsAny(cred, " \t\r\n") || !slices.Contains(authSchemes, strings.ToLower(scheme)) {
		return ""
	}
	return cred
}

// valueSecrets returns the credentials a value holds by shape or in its
// parts (rules 2 and 3 above).
func valueSecrets(v string, depth int) []string {
	v = strings.TrimSpace(v)
	if v == "" || depth > 4 {
		return nil
	}
	if cred := bearerCredential(v); cred != "" {
		return []string{v, cred}
	}
	if strings.Contains(v, "PRIVATE KEY-----") {
		out := []string{v}
		for _, line := range strings.Split(v, "\n") {
			if line = strings.TrimSpace(line); len(line) >= 16 && !strings.HasPrefix(line, "-----") {
				out = append(out, line)
			}
		}
		return out
	}
	if isURLValue(v) {
		var out []string
		for _, p := range urlSecrets(v) {
			out = append(out, p.value)
		}
		return out
	}
	if prefixShape(v) {
		return []string{v}
	}
	if !strings.ContainsAny(strings.TrimRight(v, "="), " \t\r\n;,&=") {
		// One word: a credential or not, as a whole.
		if credentialShape(v) {
			return []string{v}
		}
		return nil
	}
	if (v[0] == '{' || v[0] == '[') && json.Valid([]byte(v)) {
		var x any
		_ = json.Unmarshal([]byte(v), &x)
		return jsonSecrets(x, depth+1)
	}
	var out []string
	if fields := strings.FieldsFunc(v, func(r rune) bool { return r == ';' || r == '&' || r == ',' }); len(fields) > 1 || strings.Contains(v, "=") {
		for _, f := range fields {
			k, val, ok := strings.Cut(f, "=")
			if !ok {
				if f != v {
					out = append(out, valueSecrets(f, depth+1)...)
				}
				continue
			}
			if k = strings.TrimSpace(k); isCredentialName(strings.TrimLeft(k, "-")) {
				out = append(out, strings.TrimSpace(val))
			}
			out = append(out, valueSecrets(val, depth+1)...)
		}
		return out
	}
	if fields := strings.Fields(v); len(fields) > 1 {
		for _, f := range fields {
			out = append(out, valueSecrets(f, depth+1)...)
		}
	}
	return out
}

// jsonSecrets applies the rules to the members of a decoded JSON value.
func jsonSecrets(x any, depth int) []string {
	var out []string
	switch x := x.(type) {
	case map[string]any:
		for _, k := range sortedKeys(x) {
			if s, ok := x[k].(string); ok {
				out = append(out, configSecrets(k, s)...)
			} else if depth < 4 {
				out = append(out, jsonSecrets(x[k], depth+1)...)
			}
		}
	case []any:
		for _, e := range x {
			if s, ok := e.(string); ok {
				out = append(out, valueSecrets(s, depth+1)...)
			} else if depth < 4 {
				out = append(out, jsonSecrets(e, depth+1)...)
			}
		}
	}
	return out
}

// isURLValue reports whether v is an absolute URL "scheme://...".
func isURLValue(v string) bool {
	i := strings.Index(v, "://")
	if i <= 0 || strings.ContainsAny(v, " \t\r\n") {
		return false
	}
	for j := 0; j < i; j++ {
		c := v[j]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || j > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return true
}

// urlPart is one credential inside a URL and what it is ("password", the
// query parameter's name, or "path").
type urlPart struct{ name, value string }

// urlSecrets returns the credentials in a URL (rule 3 above): the
// password, as decoded and as written; a lone user name with a
// credential's shape; query and fragment parameters named as credentials
// or shaped like one; path segments shaped like one.
func urlSecrets(raw string) []urlPart {
	u, err := url.Parse(raw)
	if err != nil {
		return nil
	}
	var out []urlPart
	add := func(name string, vs ...string) {
		for _, v := range vs {
			if v != "" {
				out = append(out, urlPart{name, v})
			}
		}
	}
	if u.User != nil {
		// The userinfo as written, before percent-decoding.
		rest := raw[strings.Index(raw, "://")+3:]
		if k := strings.IndexAny(rest, "/?#"); k >= 0 {
			rest = rest[:k]
		}
		rawInfo := ""
		if k := strings.LastIndexByte(rest, '@'); k >= 0 {
			rawInfo = rest[:k]
		}
		rawUser, rawPass, _ := strings.Cut(rawInfo, ":")
		if p, ok := u.User.Password(); ok {
			add("password", p, rawPass)
			if name := u.User.Username(); credentialShape(name) {
				add("password", name, rawUser)
			}
		} else if name := u.User.Username(); credentialShape(name) || prefixShape(name) {
			add("password", name, rawUser)
		}
	}
	params := func(q url.Values) {
		for _, k := range sortedKeys(q) {
			for _, v := range q[k] {
				if isCredentialName(k) || credentialShape(v) {
					add(k, v)
				}
			}
		}
	}
	params(u.Query())
	if strings.Contains(u.Fragment, "=") {
		if q, err := url.ParseQuery(u.Fragment); err == nil {
			params(q)
		}
	}
	for _, seg := range strings.Split(u.EscapedPath(), "/") {
		if dec, err := url.PathUnescape(seg); err == nil && credentialShape(dec) {
			add("path", dec, seg)
		}
	}
	return out
}

// tokenPrefixes are the prefixes of well-known credential formats, with
// how many characters at least follow the prefix; generic prefixes ask for
// more.
var tokenPrefixes = []struct {
	prefix string
	rest   int
}{
	{"ghp_", 8}, {"gho_", 8}, {"ghu_", 8}, {"ghs_", 8}, {"ghr_", 8}, {"github_pat_", 8},
	{"glpat-", 8}, {"gloas-", 8}, {"gldt-", 8}, {"glrt-", 8}, {"glptt-", 8}, {"glcbt-", 8}, {"glsoat-", 8},
	{"xoxb-", 8}, {"xoxp-", 8}, {"xoxa-", 8}, {"xoxo-", 8}, {"xoxr-", 8}, {"xoxs-", 8}, {"xoxe-", 8}, {"xapp-", 8},
	{"sk_live_", 8}, {"sk_test_", 8}, {"rk_live_", 8}, {"rk_test_", 8}, {"pk_live_", 8}, {"pk_test_", 8}, {"whsec_", 8},
	{"sk-ant-", 8}, {"sk-proj-", 8}, {"sk-", 20},
	{"AKIA", 12}, {"ASIA", 12}, {"AIza", 20}, {"ya29.", 8}, {"eyJ", 20},
	{"npm_", 8}, {"hf_", 8}, {"pypi-", 8}, {"shpat_", 8}, {"shpca_", 8}, {"shppa_", 8}, {"shpss_", 8},
	{"xai-", 8}, {"gsk_", 8}, {"r8_", 8}, {"dop_v1_", 8}, {"doo_v1_", 8}, {"dor_v1_", 8},
	{"lin_api_", 8}, {"ntn_", 8}, {"secret_", 20}, {"SG.", 20}, {"sq0atp-", 8}, {"sq0csp-", 8},
	{"AccountKey=", 8}, {"SharedAccessKey=", 8}, {"pat-", 20}, {"figd_", 8}, {"nfp_", 8}, {"dapi", 24},
}

// prefixShape reports whether v (one word) starts with a known token
// prefix followed by enough token characters.
func prefixShape(v string) bool {
	for _, p := range tokenPrefixes {
		if rest, ok := strings.CutPrefix(v, p.prefix); ok && len(rest) >= p.rest && tokenChars(rest) {
			return true
		}
	}
	return false
}

// tokenChars reports whether s is made of the characters tokens use.
func tokenChars(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isAlnum(c) || strings.IndexByte("-_.=+/~:", c) >= 0) {
			return false
		}
	}
	return true
}

// credentialShape reports whether v, as a whole, looks like a credential:
// a known token prefix, or a random string (rule 2 above).
func credentialShape(v string) bool {
	if prefixShape(v) {
		return true
	}
	if len(v) < 20 || strings.ContainsAny(v, " \t\r\n\\") || isURLValue(v) || looksLikePath(v) {
		return false
	}
	// Runs of letters and digits, through the + and / of base64.
	var run []byte
	for i := 0; i <= len(v); i++ {
		if i < len(v) && (isAlnum(v[i]) || v[i] == '+' || v[i] == '/') {
			if isAlnum(v[i]) {
				run = append(run, v[i])
			}
			continue
		}
		if len(run) >= 16 && randomRun(string(run)) {
			return true
		}
		run = run[:0]
	}
	return false
}

// looksLikePath reports whether v reads as a file path.
func looksLikePath(v string) bool {
	if strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") {
		return true
	}
	return len(v) > 2 && v[1] == ':' && (v[2] == '\\' || v[2] == '/')
}

// randomRun reports whether a run of letters and digits reads as random:
// 10 or more distinct characters; the kind of character (lower case,
// upper case, digit) changing at two steps in ten at least; and digits
// mixed with letters, or upper with lower case where an upper case letter
// is not mostly the start of a lower-case word. Random base62 changes kind
// at six steps in ten, hex at about five; words glued to numbers
// ("myproject2024backup") change far less, and camelCase names
// ("MyProjectNameForTesting") start words with their capitals.
func randomRun(s string) bool {
	distinct := map[byte]bool{}
	changes, lower, upper, digits, upperWord, digitRuns := 0, 0, 0, 0, 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		distinct[c] = true
		k := charKind(c)
		switch k {
		case 'a':
			lower++
		case 'A':
			upper++
			if i+1 < len(s) && charKind(s[i+1]) == 'a' {
				upperWord++
			}
		default:
			digits++
			if i == 0 || charKind(s[i-1]) != '0' {
				digitRuns++
			}
		}
		if i > 0 && k != charKind(s[i-1]) {
			changes++
		}
	}
	if len(distinct) < 10 || changes*10 < 2*(len(s)-1) {
		return false
	}
	camel := upper >= 2 && upperWord*10 >= 8*upper && digitRuns <= 2
	if camel || spelled(s) {
		return false
	}
	return digits >= 2 && lower+upper >= 2 || upper >= 3 && lower >= 3
}

// spelled reports whether the letters of s read as words glued to
// numbers ("release2024v10build7", "node20alpine3x18slim"): not only hex
// digits, words of four letters or more on average (a capital starts a
// word), and three letters in ten or more vowels, where random letters
// have two in ten.
func spelled(s string) bool {
	letters, vowels, words := 0, 0, 0
	hex := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		k := charKind(c)
		if k == '0' {
			continue
		}
		letters++
		switch c | 0x20 {
		case 'a', 'e', 'i', 'o', 'u':
			vowels++
		}
		if c|0x20 > 'f' {
			hex = false
		}
		if i == 0 || k == 'A' || charKind(s[i-1]) == '0' {
			words++
		}
	}
	return !hex && letters >= 8 && letters >= 4*words && vowels*10 >= 3*letters
}

func charKind(c byte) byte {
	switch {
	case c >= 'a' && c <= 'z':
		return 'a'
	case c >= 'A' && c <= 'Z':
		return 'A'
	}
	return '0'
}
