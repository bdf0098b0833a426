package extract

import "strings"

// MessageField is the field of the free lines of a header over a diff
// (a commit's message, a tag's annotation): one per paragraph, the later
// ones suffixed "_2", "_3" ….
const MessageField = "message"

// diffHeaderField is one field of a header over a diff: its name and the
// bytes [a, b) of the text it holds (b < 0: the value is val instead).
type diffHeaderField struct {
	name string
	val  string
	a, b int
}

// diffStart returns the offset of the first line from a on that starts
// with "diff --git " (a unified diff of git under a header), or -1.
func diffStart(text string, a, b int) int {
	if !strings.Contains(text[a:b], "diff --git ") {
		return -1
	}
	for ls := a; ls < b; {
		le, next := lineBounds(text, ls)
		if strings.HasPrefix(text[ls:le], "diff --git ") {
			return ls
		}
		ls = next
	}
	return -1
}

// diffHeader reads text[a:b], the lines above a diff, as a header of
// records such as git show prints (a commit, a tag with its annotation, a
// mailed patch): `Key: value` lines, a "word value" line opening a block
// ("commit 9f3c…", "tag v1.2"), and free lines, each paragraph of them a
// message. ok needs two `Key: value` lines or more. Names repeated get
// "_2", "_3" … (a tag's Date, then its commit's Date).
func diffHeader(text string, a, b int) (fields []diffHeaderField, ok bool) {
	pairs := 0
	seen := map[string]int{}
	add := func(f diffHeaderField) {
		seen[f.name]++
		if n := seen[f.name]; n > 1 {
			f.name += "_" + itoa(n)
		}
		fields = append(fields, f)
	}
	msgA, msgB := -1, -1
	var msg []string
	flush := func() {
		if msgA >= 0 {
			add(diffHeaderField{name: MessageField, val: strings.Join(msg, "\n"), a: msgA, b: msgB})
		}
		msgA, msgB, msg = -1, -1, nil
	}
	blockStart := true
	for ls := a; ls < b; {
		le, next := lineBounds(text, ls)
		line := text[ls:le]
		ls0 := ls
		ls = next
		ind, t := indentOf(line)
		if t == "" {
			flush()
			blockStart = true
			continue
		}
		s := ls0 + ind // where t starts
		e := s + len(t)
		switch {
		case ind == 0 && kvShape(t) == ':':
			flush()
			k := strings.IndexByte(t, ':')
			key := strings.TrimSpace(strings.Trim(t[:k], "*_"))
			v := k + 1
			for v < len(t) && (t[v] == ' ' || t[v] == '\t' || t[v] == '*' || t[v] == '_') {
				v++
			}
			add(diffHeaderField{name: key, a: s + v, b: e})
			pairs++
		case ind == 0 && blockStart && msgA < 0 && openerLine(t):
			sp := strings.IndexByte(t, ' ')
			add(diffHeaderField{name: t[:sp], a: s + sp + 1, b: e})
		default:
			if msgA < 0 {
				msgA = s
			}
			msgB = e
			msg = append(msg, t)
		}
		blockStart = false
	}
	flush()
	return fields, pairs >= 2
}

// openerLine reports whether t is a "word value" line that opens a
// record: a lower-case word of 2 to 12 letters, one space, and one token
// holding a digit ("commit 9f3c2a1", "tag v1.2.0", "From 1a2b3c" is not:
// its word is capitalised).
func openerLine(t string) bool {
	sp := strings.IndexByte(t, ' ')
	if sp < 2 || sp > 12 || sp+1 >= len(t) || strings.ContainsAny(t[sp+1:], " \t") {
		return false
	}
	for i := 0; i < sp; i++ {
		if t[i] < 'a' || t[i] > 'z' {
			return false
		}
	}
	return strings.ContainsAny(t[sp+1:], "0123456789")
}
