package probe

import (
	"bytes"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

func sseAll(t *testing.T, r io.Reader, max int64) ([]sseEvent, error) {
	t.Helper()
	p := newSSEParser(r, max)
	var out []sseEvent
	for i := 0; i < 10000; i++ {
		ev, err := p.Next()
		if err != nil {
			return out, err
		}
		out = append(out, ev)
	}
	t.Fatal("too many events")
	return nil, nil
}

func TestSSEParser(t *testing.T) {
	type ev struct{ Type, ID, Data string }
	cases := []struct {
		name string
		in   string
		want []ev
	}{
		{"lf", "data: {\"a\":1}\n\n", []ev{{"message", "", `{"a":1}`}}},
		{"crlf", "event: endpoint\r\ndata: /m?x=1\r\n\r\n", []ev{{"endpoint", "", "/m?x=1"}}},
		{"cr", "data:x\rdata:y\r\r", []ev{{"message", "", "x\ny"}}},
		{"multiline", "data: a\ndata:  b\ndata\n\n", []ev{{"message", "", "a\n b\n"}}},
		{"comments", ": hello\n:\ndata: z\n: mid\n\n", []ev{{"message", "", "z"}}},
		{"id persists", "id: 7\ndata: a\n\ndata: b\n\n", []ev{{"message", "7", "a"}, {"message", "7", "b"}}},
		{"type resets", "event: x\ndata: a\n\ndata: b\n\n", []ev{{"x", "", "a"}, {"message", "", "b"}}},
		{"no data no event", "event: x\n\nid: 3\n\n\n\ndata: q\n\n", []ev{{"message", "3", "q"}}},
		{"empty data", "data:\n\n", []ev{{"message", "", ""}}},
		{"unknown field", "retry: 10\nfoo: bar\ndata: d\n\n", []ev{{"message", "", "d"}}},
		{"incomplete dropped", "data: a\n\ndata: b\n", []ev{{"message", "", "a"}}},
		{"colon in value", "data: {\"u\":\"http://x\"}\n\n", []ev{{"message", "", `{"u":"http://x"}`}}},
		{"mixed endings", "data: a\r\n\ndata: b\r\r\n\n", []ev{{"message", "", "a"}, {"message", "", "b"}}},
		{"no space strip twice", "data:  two\n\n", []ev{{"message", "", " two"}}},
	}
	for _, tc := range cases {
		for _, mode := range []string{"whole", "onebyte"} {
			t.Run(tc.name+"/"+mode, func(t *testing.T) {
				var r io.Reader = strings.NewReader(tc.in)
				if mode == "onebyte" {
					r = iotest.OneByteReader(r)
				}
				evs, err := sseAll(t, r, 1<<20)
				if !errors.Is(err, io.EOF) {
					t.Fatalf("err = %v; want EOF", err)
				}
				var got []ev
				for _, e := range evs {
					if e.TooLarge != nil {
						t.Fatalf("unexpected TooLarge %v", e.TooLarge)
					}
					got = append(got, ev{e.Type, e.ID, string(e.Data)})
				}
				if !reflect.DeepEqual(got, tc.want) {
					t.Fatalf("got %q\nwant %q", got, tc.want)
				}
			})
		}
	}
}

func TestSSEParserCap(t *testing.T) {
	big := strings.Repeat("x", 100000)
	in := "data: " + big + "\ndata: " + big + "\n\ndata: small\n\n"
	evs, err := sseAll(t, strings.NewReader(in), 50000)
	if !errors.Is(err, io.EOF) {
		t.Fatal(err)
	}
	if len(evs) != 2 {
		t.Fatalf("got %d events; want 2", len(evs))
	}
	tl := evs[0].TooLarge
	if tl == nil || evs[0].Data != nil {
		t.Fatalf("first event not TooLarge: %+v", evs[0])
	}
	if tl.Size != 200001 || tl.Limit != 50000 {
		t.Fatalf("Size %d Limit %d; want 200001 50000", tl.Size, tl.Limit)
	}
	if len(tl.Head) != transportPeek || len(tl.Tail) != transportPeek || tl.Head[0] != 'x' {
		t.Fatalf("head/tail: %d %d", len(tl.Head), len(tl.Tail))
	}
	if string(evs[1].Data) != "small" {
		t.Fatalf("second event %q", evs[1].Data)
	}
}

func TestSSEParserReadError(t *testing.T) {
	boom := errors.New("boom")
	r := io.MultiReader(strings.NewReader("data: a\n\ndata: b"), iotest.ErrReader(boom))
	evs, err := sseAll(t, r, 1<<20)
	if !errors.Is(err, boom) || len(evs) != 1 || string(evs[0].Data) != "a" {
		t.Fatalf("evs %v err %v", evs, err)
	}
}

type zeroReader struct{}

func (zeroReader) Read([]byte) (int, error) { return 0, nil }

func TestSSEParserZeroReads(t *testing.T) {
	_, err := newSSEParser(zeroReader{}, 10).Next()
	if !errors.Is(err, io.ErrNoProgress) {
		t.Fatalf("err = %v; want io.ErrNoProgress", err)
	}
}

func FuzzSSEParser(f *testing.F) {
	f.Add([]byte("event: endpoint\r\ndata: /x\r\n\r\n"), uint16(100))
	f.Add([]byte("data: a\rdata: b\n\n:c\n\n"), uint16(2))
	f.Add([]byte("id: \x00\ndata\n\n"), uint16(0))
	f.Fuzz(func(t *testing.T, in []byte, max uint16) {
		limit := int64(max) + 1
		p := newSSEParser(bytes.NewReader(in), limit)
		for i := 0; i <= len(in)+1; i++ {
			ev, err := p.Next()
			if err != nil {
				if !errors.Is(err, io.EOF) {
					t.Fatalf("err %v", err)
				}
				return
			}
			if ev.TooLarge == nil && int64(len(ev.Data)) > limit {
				t.Fatalf("data of %d bytes over the %d cap", len(ev.Data), limit)
			}
			if ev.TooLarge != nil && (ev.TooLarge.Size <= limit || len(ev.TooLarge.Head) > transportPeek || len(ev.TooLarge.Tail) > transportPeek) {
				t.Fatalf("bad TooLarge %+v", ev.TooLarge)
			}
			if ev.Type == "" {
				t.Fatal("empty type")
			}
		}
		t.Fatal("parser did not end")
	})
}
