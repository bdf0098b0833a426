package jsonx

import (
	"errors"
	"strings"
	"testing"
)

func TestScannerOffsets(t *testing.T) {
	src := []byte(` {"content":[{"type":"text","text":"hi\n"}], "isError" : true, "x\u0041":[1,2]} `)
	s := NewScanner(src)
	defer s.Release()
	if k, err := s.Begin(); err != nil || k != '{' {
		t.Fatalf("Begin = %q, %v", k, err)
	}
	var names []string
	for s.More() {
		name, err := s.Name()
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, string(NameText(name)))
		v, at, err := s.Value()
		if err != nil {
			t.Fatal(err)
		}
		if string(src[at:at+len(v)]) != string(v) {
			t.Errorf("value %q not at offset %d", v, at)
		}
	}
	if err := s.End(); err != nil {
		t.Fatal(err)
	}
	if !s.AtEOF() {
		t.Errorf("AtEOF false: %v", s.Err())
	}
	if got := strings.Join(names, ","); got != "content,isError,xA" {
		t.Errorf("names = %s", got)
	}
}

func TestScannerDescendsAndFails(t *testing.T) {
	src := []byte(`{"a":[1,"two",{"b":3}]} trailing`)
	s := NewScanner(src)
	defer s.Release()
	s.Begin()
	s.Name()
	if k, _ := s.Begin(); k != '[' {
		t.Fatalf("inner Begin = %q", k)
	}
	var got []string
	for s.More() {
		v, _, err := s.Value()
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, string(v))
	}
	s.End()
	s.End()
	if strings.Join(got, "|") != `1|"two"|{"b":3}` {
		t.Errorf("elements = %v", got)
	}
	end := s.Offset()
	if string(src[:end]) != `{"a":[1,"two",{"b":3}]}` {
		t.Errorf("offset after value = %d", end)
	}
	if s.AtEOF() || s.Err() == nil {
		t.Error("trailing text not reported")
	}
	bad := NewScanner([]byte(`{"a":tru}`))
	defer bad.Release()
	bad.Begin()
	bad.Name()
	if _, _, err := bad.Value(); err == nil || bad.Err() == nil {
		t.Error("bad literal accepted")
	}
	if bad.More() || bad.Peek() != 0 {
		t.Error("scanner goes on after an error")
	}
	if _, err := bad.Begin(); !errors.Is(err, bad.Err()) {
		t.Errorf("Begin after error = %v", err)
	}
}
