package realout

import (
	"path/filepath"
	"sort"
	"testing"
)

// formsSet is a synthetic collection (testdata/<dir>) split by server name
// into a fit part (names sorting before fitBefore: rules may be tuned on
// it) and a check part (only its figures are read), with its floors.
type formsSet struct {
	dir       string
	servers   []string
	fitBefore string

	floorRecall, floorAgreement float64 // on the whole set
	floorFit, floorCheck        float64 // recall of each part

	minServers, minWithValues, minPerTool int
}

// part keeps the outputs of the fit part (fit true) or of the check part.
func (fs formsSet) part(outs []Output, fit bool) []Output {
	var part []Output
	for _, o := range outs {
		if (o.Server < fs.fitBefore) == fit {
			part = append(part, o)
		}
	}
	return part
}

// evalForms evaluates a synthetic collection whole and in its two parts,
// logs the reports, and asserts the set's consistency and size, and its
// floors.
func evalForms(t *testing.T, fs formsSet) {
	t.Helper()
	dir := filepath.Join("testdata", fs.dir)
	outs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	checkLabelledSet(t, dir, outs, setFloors{fs.dir, fs.servers, fs.minServers, fs.minWithValues, fs.minPerTool})
	fit, check := fs.part(outs, true), fs.part(outs, false)
	if len(fit) == 0 || len(check) == 0 {
		t.Fatalf("%s split gives %d fit and %d check outputs", fs.dir, len(fit), len(check))
	}
	for _, p := range []struct {
		name  string
		outs  []Output
		floor float64
	}{{"fit part", fit, fs.floorFit}, {"check part", check, fs.floorCheck}} {
		r := Evaluate(p.outs)
		t.Logf("%s %s: %d outputs, recall %d/%d = %.3f, agreement %d/%d = %.3f\n%s",
			fs.dir, p.name, len(p.outs), r.Found, r.Total, r.Recall(), r.Agree, r.Outputs, r.Agreement(), r)
		if r.Recall() < p.floor {
			t.Errorf("%s %s: recall %d/%d = %.3f fell below the floor %.2f", fs.dir, p.name, r.Found, r.Total, r.Recall(), p.floor)
		}
	}
	r := Evaluate(outs)
	t.Logf("%s whole: recall %d/%d = %.3f, agreement %d/%d = %.3f", fs.dir, r.Found, r.Total, r.Recall(), r.Agree, r.Outputs, r.Agreement())
	for _, p := range r.Patterns {
		t.Logf("  %-15s outputs %3d agree %3d  values %4d/%4d", p.Pattern, p.Outputs, p.Agree, p.Found, p.Total)
	}
	holdFloors(t, r, fs.floorRecall, fs.floorAgreement)
}

// checkFormsSplit checks that both parts of a collection hold servers: the
// split is by server name alone.
func checkFormsSplit(t *testing.T, fs formsSet) {
	t.Helper()
	s := append([]string(nil), fs.servers...)
	sort.Strings(s)
	var fit int
	for _, n := range s {
		if n < fs.fitBefore {
			fit++
		}
	}
	if fit == 0 || fit == len(s) {
		t.Fatalf("split %q leaves %d of %d servers in the fit part", fs.fitBefore, fit, len(s))
	}
}
