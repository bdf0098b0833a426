package classify

import "testing"

// TestDiffHeader: a diff under two or more header pairs (a commit or a
// mailed patch) is key_value; a bare diff, or one after prose or after a
// single pair, stays unstructured code.
func TestDiffHeader(t *testing.T) {
	diff := "diff --git a/x.txt b/x.txt\nindex 1..2 100644\n--- a/x.txt\n+++ b/x.txt\n@@ -1 +1 @@\n-old\n+new\n"
	cases := []struct{ name, text, want string }{
		{"commit header", "commit 0123abcd\nAuthor: A <a@x>\nDate:   Mon May 4 2026\n\n    Change x\n\n" + diff, KeyValue},
		{"mail header", "From: A <a@x>\nSubject: [PATCH] change x\n\n" + diff, KeyValue},
		{"bare diff", diff, Unstructured},
		{"one pair", "Author: A\n\n" + diff, Unstructured},
		{"prose first", "Here is the change you asked for.\nAuthor: A\nDate: today\n\n" + diff, Unstructured},
	}
	for _, c := range cases {
		l := Classify(Input{Result: textResult(c.text)})
		if l.Pattern != c.want {
			t.Errorf("%s: got %s, want %s\n%s", c.name, l.Pattern, c.want, describe(l))
		}
	}
}

func TestDiffHeaderBlocks(t *testing.T) {
	diff := "diff --git a/x.txt b/x.txt\n--- a/x.txt\n+++ b/x.txt\n@@ -1 +1 @@\n-old\n+new\n"
	tag := "tag v1\nTagger: A <a@x>\nDate: today\n\nFirst release\n\ncommit 0123\nAuthor: A\nDate: today\n\n    msg\n\n" + diff
	if l := Classify(Input{Result: textResult(tag)}); l.Pattern != KeyValue {
		t.Errorf("tag and commit headers: %s", describe(l))
	}
	long := "Author: A\nDate: today\n\n1\n2\n3\n4\n5\n6\n\n" + diff
	if l := Classify(Input{Result: textResult(long)}); l.Pattern != Unstructured {
		t.Errorf("long message: %s", describe(l))
	}
}
