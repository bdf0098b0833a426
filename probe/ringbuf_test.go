package probe

import (
	"bytes"
	"strings"
	"testing"
)

func TestTailRing(t *testing.T) {
	r := newTailRing(8)
	r.Write([]byte("abc"))
	if got, tr := r.Tail(); string(got) != "abc" || tr {
		t.Fatalf("Tail = %q, %v; want abc, false", got, tr)
	}
	r.Write([]byte("defgh"))
	if got, tr := r.Tail(); string(got) != "abcdefgh" || tr {
		t.Fatalf("Tail = %q, %v; want abcdefgh, false", got, tr)
	}
	r.Write([]byte("ij"))
	if got, tr := r.Tail(); string(got) != "cdefghij" || !tr {
		t.Fatalf("Tail = %q, %v; want cdefghij, true", got, tr)
	}
	for i := 0; i < 5; i++ {
		r.Write([]byte("xyz"))
	}
	if got, _ := r.Tail(); string(got) != "yzxyzxyz" {
		t.Fatalf("Tail = %q; want yzxyzxyz", got)
	}
	r.Write([]byte("0123456789"))
	if got, tr := r.Tail(); string(got) != "23456789" || !tr {
		t.Fatalf("Tail = %q, %v; want 23456789, true", got, tr)
	}

	// Crossing the limit from a partly filled ring.
	r = newTailRing(8)
	r.Write([]byte("abcde"))
	r.Write([]byte("fghijk"))
	if got, tr := r.Tail(); string(got) != "defghijk" || !tr {
		t.Fatalf("Tail = %q, %v; want defghijk, true", got, tr)
	}
}

func TestTailRingMatchesNaive(t *testing.T) {
	const limit = 100
	r := newTailRing(limit)
	var all []byte
	for i := 0; i < 300; i++ {
		chunk := bytes.Repeat([]byte{byte('a' + i%26)}, (i*37)%(2*limit+3))
		r.Write(chunk)
		all = append(all, chunk...)
		want := all
		if len(want) > limit {
			want = want[len(want)-limit:]
		}
		got, tr := r.Tail()
		if !bytes.Equal(got, want) || tr != (len(all) > limit) {
			t.Fatalf("step %d: Tail = %q, %v; want %q, %v", i, got, tr, want, len(all) > limit)
		}
	}
}

func TestCapBuf(t *testing.T) {
	c := newCapBuf(10)
	c.Write([]byte("0123"))
	c.Write([]byte("456789"))
	if msg, tl := c.Take(); string(msg) != "0123456789" || tl != nil {
		t.Fatalf("Take = %q, %v; want the 10 bytes", msg, tl)
	}
	if c.Len() != 0 || c.Over() {
		t.Fatalf("Take did not reset: len %d over %v", c.Len(), c.Over())
	}

	big := newCapBuf(1000)
	var all []byte
	for i := 0; i < 5000; i++ {
		p := []byte(strings.Repeat(string(rune('a'+i%26)), i%7+1))
		big.Write(p)
		all = append(all, p...)
	}
	msg, tl := big.Take()
	if msg != nil || tl == nil {
		t.Fatalf("Take = %d bytes, %v; want a TooLargeError", len(msg), tl)
	}
	if tl.Size != int64(len(all)) || tl.Limit != 1000 {
		t.Fatalf("Size %d Limit %d; want %d 1000", tl.Size, tl.Limit, len(all))
	}
	if !bytes.Equal(tl.Head, all[:transportPeek]) {
		t.Fatalf("Head differs")
	}
	if !bytes.Equal(tl.Tail, all[len(all)-transportPeek:]) {
		t.Fatalf("Tail differs")
	}

	// Crossing the limit with one write bigger than the peek size.
	one := newCapBuf(3)
	p := bytes.Repeat([]byte("0123456789"), 1000)
	one.Write(p[:2])
	one.Write(p[2:])
	_, tl = one.Take()
	if tl == nil || !bytes.Equal(tl.Head, p[:transportPeek]) || !bytes.Equal(tl.Tail, p[len(p)-transportPeek:]) || tl.Size != int64(len(p)) {
		t.Fatalf("one big write: %+v", tl)
	}
}

func TestCutUTF8(t *testing.T) {
	s := []byte("aé€😀")
	for n := 0; n <= len(s); n++ {
		got := cutUTF8(s, n)
		if len(got) > n || !strings.HasPrefix(string(s), got) {
			t.Fatalf("cutUTF8(%d) = %q", n, got)
		}
		if !strings.ContainsRune(got, '\uFFFD') && !isValidUTF8(got) {
			t.Fatalf("cutUTF8(%d) = %q splits a rune", n, got)
		}
	}
}

func isValidUTF8(s string) bool { return strings.ToValidUTF8(s, "\uFFFD") == s }
