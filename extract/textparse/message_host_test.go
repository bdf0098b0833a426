package textparse

import "testing"

// An IPv4 address (with a port) is a host token, and a semicolon inside
// a sentence does not make a message code; a line ending in one does.
func TestMessageHostAndSemicolon(t *testing.T) {
	text := "connectionId=ops | connected to 127.0.0.1:2242 as mcpuser (linux); use this connectionId for ssh_execute"
	got := messageFieldMap(text)
	if got["host"] != "127.0.0.1:2242" || got["connection_id"] != "ops" {
		t.Errorf("fields %v", got)
	}
	if fs := MessageFields("let x = 42;\nconsole.log(x);"); fs != nil {
		t.Errorf("code read as a message: %v", fs)
	}
}

// messageFieldMap is MessageFields(text) as a map of each field's name
// to its text (the last of a name wins).
func messageFieldMap(text string) map[string]string {
	got := map[string]string{}
	for _, f := range MessageFields(text) {
		got[f.Name] = text[f.Span.Start:f.Span.End]
	}
	return got
}
