package jsonx

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func benchResult() []byte {
	text := strings.Repeat(`- item **name** [link](https://example.com/x) \"quoted\" café\n`, 200)
	var b strings.Builder
	b.WriteString(`{"content":[`)
	for i := range 20 {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"type":"text","text":"` + text + `"}`)
	}
	b.WriteString(`],"isError":false}`)
	return []byte(b.String())
}

// BenchmarkScanVsValid walks a tool result member by member and element by
// element with Scanner, unquoting each text, and reports the speed as a
// ratio to encoding/json.Valid over the same bytes (x-json.Valid).
func BenchmarkScanVsValid(b *testing.B) {
	src := benchResult()
	b.SetBytes(int64(len(src)))
	var buf []byte
	walk := func() {
		s := NewScanner(src)
		s.Begin()
		for s.More() {
			name, _ := s.Name()
			if string(NameText(name)) == "content" {
				s.Begin()
				for s.More() {
					s.Begin()
					for s.More() {
						s.Name()
						v, _, _ := s.Value()
						buf, _ = Unquote(buf[:0], v)
					}
					s.End()
				}
				s.End()
				continue
			}
			s.Skip()
		}
		s.End()
		s.AtEOF()
		s.Release()
	}
	var ts, tv float64
	for b.Loop() {
		t0 := testingNow()
		walk()
		t1 := testingNow()
		json.Valid(src)
		t2 := testingNow()
		ts += t1 - t0
		tv += t2 - t1
	}
	b.ReportMetric(tv/ts, "x-json.Valid")
}

func testingNow() float64 { return float64(time.Now().UnixNano()) }
