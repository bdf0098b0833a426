package score

import (
	"encoding/json"
	"strings"
	"testing"
)

func decode(t *testing.T, s string) any {
	t.Helper()
	var v any
	if err := decodeJSON([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestCompareWrapperNamesFoldedKeysAndNumbers(t *testing.T) {
	want := decode(t, `{"entities":[{"name":"a","stars":1200,"last_modified":"2024-01-01"},{"name":"b","stars":3,"last_modified":null}],"total":2}`)
	got := decode(t, `{"items":[{"Name":" a ","Stars":"1200","Last Modified":"2024-01-01"},{"Name":"b","Stars":"4"}],"Total":2,"extra":"x"}`)
	var tr Truth
	compare(&tr, "c1", want, got)
	tr.finish()
	// Truth leaves: a.name, a.stars, a.last_modified, b.name, b.stars, total (null skipped) = 6.
	// Matched: a.name, a.stars, a.last_modified, b.name, total = 5; b.stars differs.
	if tr.Fields != 6 || tr.TruePositive != 5 || tr.FalseNegative != 1 || tr.FalsePositive != 2 {
		t.Fatalf("counts = %+v, want fields 6, tp 5, fn 1, fp 2", tr)
	}
	if tr.Precision != 5.0/7 || tr.Recall != 5.0/6 {
		t.Fatalf("precision %v recall %v", tr.Precision, tr.Recall)
	}
	joined := strings.Join(tr.Mismatches, "\n")
	if !strings.Contains(joined, `c1 entities[1].stars: want 3 vs got "4"`) {
		t.Errorf("mismatches lack the changed value:\n%s", joined)
	}
	if !strings.Contains(joined, `c1 extra: want (absent) vs got "x"`) {
		t.Errorf("mismatches lack the extra field:\n%s", joined)
	}
}

func TestComparePositionsMatter(t *testing.T) {
	want := decode(t, `{"rows":[{"n":"a"},{"n":"b"}]}`)
	got := decode(t, `{"rows":[{"n":"b"},{"n":"a"}]}`)
	var tr Truth
	compare(&tr, "c", want, got)
	tr.finish()
	if tr.TruePositive != 0 || tr.Recall != 0 {
		t.Fatalf("swapped records matched: %+v", tr)
	}
}

func TestCompareNothingExtracted(t *testing.T) {
	var tr Truth
	compare(&tr, "c", decode(t, `{"a":1,"b":[true,"x"]}`), nil)
	tr.finish()
	if tr.Fields != 3 || tr.FalseNegative != 3 || tr.Precision != 0 || tr.Recall != 0 {
		t.Fatalf("%+v", tr)
	}
	if len(tr.Mismatches) != 3 || !strings.Contains(tr.Mismatches[0], "(missing)") {
		t.Fatalf("mismatches %q", tr.Mismatches)
	}
}

func TestCanon(t *testing.T) {
	eq := [][2]any{{json.Number("1.50"), "1.5"}, {float64(2), int64(2)}, {" x ", "x"}, {true, "true"}, {"-3e2", -300.0}}
	for _, p := range eq {
		a, _ := canon(p[0])
		b, _ := canon(p[1])
		if a != b {
			t.Errorf("canon(%#v)=%q != canon(%#v)=%q", p[0], a, p[1], b)
		}
	}
	ne := [][2]any{{"Inf", "inf"}, {"1,000", 1000.0}, {"X", "x"}, {"0x10", 16.0}}
	for _, p := range ne {
		a, _ := canon(p[0])
		b, _ := canon(p[1])
		if a == b {
			t.Errorf("canon(%#v) == canon(%#v) = %q", p[0], p[1], a)
		}
	}
}

func TestMismatchValuesShortened(t *testing.T) {
	var tr Truth
	long := strings.Repeat("é", 200)
	compare(&tr, "c", map[string]any{"text": long}, map[string]any{"text": "x"})
	if len(tr.Mismatches) != 1 || len(tr.Mismatches[0]) > 120 || !strings.Contains(tr.Mismatches[0], `…`) {
		t.Fatalf("mismatch not shortened: %q", tr.Mismatches)
	}
}
