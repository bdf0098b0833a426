package extract

import "strings"

// mailbox reads the value text[val.start:val.end] as "Display Name
// <addr@host>" (git's Author:, mail's From:) and returns the spans of the
// name and of the address, or false. The name is one to six words
// without '<', '>' or '@'; the address one token with one '@'.
func mailbox(text string, val span) (name, addr span, ok bool) {
	v := text[val.start:val.end]
	lt := strings.LastIndexByte(v, '<')
	if lt < 1 || !strings.HasSuffix(v, ">") || v[lt-1] != ' ' {
		return span{}, span{}, false
	}
	a := v[lt+1 : len(v)-1]
	at := strings.IndexByte(a, '@')
	if at < 1 || at == len(a)-1 || strings.Count(a, "@") != 1 || strings.ContainsAny(a, " \t<>") {
		return span{}, span{}, false
	}
	n := strings.TrimSpace(v[:lt])
	if n == "" || strings.ContainsAny(n, "<>@\n") || len(strings.Fields(n)) > 6 {
		return span{}, span{}, false
	}
	ns := val.start + strings.Index(v, n)
	return span{ns, ns + len(n)}, span{val.start + lt + 1, val.end - 1}, true
}

// kvMailbox returns the value of a pair whose value is a mailbox
// ("Author: Ana Lima <ana@example.org>") as {text, name, email} (the
// value as written, as other values with fields keep it), recording the
// hits, or nil.
func (r *run) kvMailbox(p string, val span, labels []span) map[string]any {
	if val.start < 0 || val.end > len(r.text) || val.start >= val.end {
		return nil
	}
	n, a, ok := mailbox(r.text, val)
	if !ok {
		return nil
	}
	r.addHit(pointer(p, DefaultTextField), val, labels...)
	r.addHit(pointer(p, "name"), n, labels...)
	r.addHit(pointer(p, "email"), a, labels...)
	return map[string]any{DefaultTextField: r.text[val.start:val.end], "name": r.text[n.start:n.end], "email": r.text[a.start:a.end]}
}
