package callplan

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// wantFileError checks err is a *FileError of the kind with the message.
func wantFileError(t *testing.T, err error, kind, path, msg string) {
	t.Helper()
	var fe *FileError
	if !errors.As(err, &fe) {
		t.Fatalf("error = %v (%T), want *FileError", err, err)
	}
	if fe.Kind != kind || fe.Path != path || fe.Msg != msg || err.Error() != msg {
		t.Errorf("error = %+v\nwant kind %s path %s msg %s", fe, kind, path, msg)
	}
}

func TestReadFileErrors(t *testing.T) {
	inData := FileOptions{AllowedDirs: []string{"testdata/plan/data"}}
	td := FileOptions{AllowedDirs: []string{"testdata"}}
	for _, tc := range []struct {
		name, path string
		opts       FileOptions
		kind, msg  string
	}{
		{"missing", "testdata/nope.csv", td, KindNotFound,
			"File 'testdata/nope.csv' does not exist or is not readable"},
		{"empty path", "", td, KindNotFound,
			"File '' does not exist or is not readable"},
		{"directory", "testdata/plan", td, KindNotFound,
			"File 'testdata/plan' does not exist or is not readable"},
		{"allowed dir itself", "testdata", td, KindNotFound,
			"File 'testdata' does not exist or is not readable"},
		{"outside", "testdata/sample-data.csv", inData, KindNotAllowed,
			"File path 'testdata/sample-data.csv' is not within allowed directories"},
		{"dot-dot traversal", "testdata/plan/data/../outside.csv", inData, KindNotAllowed,
			"File path 'testdata/plan/data/../outside.csv' is not within allowed directories"},
		{"dot-dot to a missing file", "testdata/plan/data/../../nope.csv", inData, KindNotAllowed,
			"File path 'testdata/plan/data/../../nope.csv' is not within allowed directories"},
		{"sibling with a common prefix", "testdata/plan/data2/x.csv", FileOptions{AllowedDirs: []string{"testdata/plan/data"}}, KindNotAllowed,
			"File path 'testdata/plan/data2/x.csv' is not within allowed directories"},
		{"default: cwd only", "../plan.go", FileOptions{}, KindNotAllowed,
			"File path '../plan.go' is not within allowed directories"},
		{"too large", "testdata/sample-data.csv", FileOptions{AllowedDirs: []string{"testdata"}, MaxSize: 10}, KindTooLarge,
			"File size 65 bytes exceeds maximum allowed size of 10 bytes"},
		{"malformed CSV", "testdata/malformed.csv", td, KindParse,
			`Failed to parse CSV file: Invalid format at line 4 (extraneous or missing " in quoted-field, column 25)`},
		{"ragged TSV", "testdata/ragged.tsv", td, KindParse,
			"Failed to parse TSV file: Invalid format at line 3 (wrong number of fields: expected 3, got 2)"},
		{"duplicate header", "testdata/dup-header.csv", td, KindParse,
			`Failed to parse CSV file: Invalid format at line 1 (duplicate column name "name" in header)`},
		{"empty header", "testdata/empty-header.csv", td, KindParse,
			"Failed to parse CSV file: Invalid format at line 1 (empty name for column 2 of the header)"},
		{"bad JSON", "testdata/bad.json", td, KindParse,
			"Failed to parse JSON file: invalid character ',' looking for beginning of value at line 3, column 8"},
		{"bad YAML", "testdata/bad.yaml", td, KindParse,
			"Failed to parse YAML file: mapping values are not allowed in this context at line 3"},
		{"bad XML", "testdata/bad.xml", td, KindParse,
			"Failed to parse XML file: element <b> closed by </c> at line 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, err := ReadFile(tc.path, tc.opts)
			if v != nil {
				t.Errorf("value = %#v, want nil", v)
			}
			wantFileError(t, err, tc.kind, tc.path, tc.msg)
		})
	}
}

func TestReadFileAllowed(t *testing.T) {
	abs, err := filepath.Abs("testdata/plan/data/sum.xml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path string
		opts FileOptions
	}{
		{"testdata/plan/data/sum.xml", FileOptions{}},                                                    // under the cwd
		{abs, FileOptions{AllowedDirs: []string{"testdata/plan/data"}}},                                  // absolute file
		{"testdata/plan/data/sum.xml", FileOptions{AllowedDirs: []string{filepath.Dir(abs)}}},            // absolute dir
		{"testdata/plan/../plan/data/sum.xml", FileOptions{AllowedDirs: []string{"testdata/plan/data"}}}, // harmless ..
		{"testdata/plan/data/sum.xml", FileOptions{AllowedDirs: []string{"nonexistent", "testdata/plan"}}},
		{"testdata/plan/data/sum.xml", FileOptions{AllowedDirs: []string{"testdata"}, MaxSize: 30}}, // exactly 30 bytes
	} {
		v, err := ReadFile(tc.path, tc.opts)
		if err != nil {
			t.Errorf("ReadFile(%s, %+v): %v", tc.path, tc.opts, err)
			continue
		}
		sameJSON(t, v, `{"a":2,"b":3}`)
	}
}

func TestReadFileSymlinks(t *testing.T) {
	dir := t.TempDir()
	allowed := filepath.Join(dir, "allowed")
	if err := os.Mkdir(allowed, 0o755); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(dir, "secret.json")
	inside := filepath.Join(allowed, "ok.json")
	for path, content := range map[string]string{secret: `{"secret":1}`, inside: `{"ok":1}`} {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		filepath.Join(allowed, "escape.json"):   secret,                  // absolute target outside
		filepath.Join(allowed, "relative.json"): "../secret.json",        // relative target outside
		filepath.Join(allowed, "alias.json"):    "ok.json",               // target inside
		filepath.Join(allowed, "dangling.json"): filepath.Join(dir, "x"), // target missing
		filepath.Join(allowed, "up"):            dir,                     // directory outside
		filepath.Join(dir, "allowed-link"):      allowed,                 // link to the allowed dir
	}
	for link, target := range links {
		if err := os.Symlink(target, link); err != nil {
			t.Skipf("symlinks unavailable: %v", err)
		}
	}
	opts := FileOptions{AllowedDirs: []string{allowed}}
	for _, name := range []string{"escape.json", "relative.json"} {
		p := filepath.Join(allowed, name)
		_, err := ReadFile(p, opts)
		wantFileError(t, err, KindNotAllowed, p, "File path '"+p+"' is not within allowed directories")
	}
	p := filepath.Join(allowed, "up", "secret.json")
	_, err := ReadFile(p, opts)
	wantFileError(t, err, KindNotAllowed, p, "File path '"+p+"' is not within allowed directories")
	p = filepath.Join(allowed, "dangling.json")
	_, err = ReadFile(p, opts)
	wantFileError(t, err, KindNotFound, p, "File '"+p+"' does not exist or is not readable")

	if v, err := ReadFile(filepath.Join(allowed, "alias.json"), opts); err != nil {
		t.Errorf("link inside: %v", err)
	} else {
		sameJSON(t, v, `{"ok":1}`)
	}
	// The allowed directory named through a link, and a file named
	// through the link: both resolve to the same place.
	viaLink := filepath.Join(dir, "allowed-link", "ok.json")
	for _, o := range []FileOptions{opts, {AllowedDirs: []string{filepath.Join(dir, "allowed-link")}}} {
		for _, p := range []string{inside, viaLink} {
			if _, err := ReadFile(p, o); err != nil {
				t.Errorf("ReadFile(%s, %v): %v", p, o.AllowedDirs, err)
			}
		}
	}
}

func TestReadFileUnreadable(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads files regardless of permissions")
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "locked.csv")
	if err := os.WriteFile(p, []byte("a\n1\n"), 0o000); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(p, FileOptions{AllowedDirs: []string{dir}})
	wantFileError(t, err, KindNotFound, p, "File '"+p+"' does not exist or is not readable")
}

func TestReadFileTooLarge(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		size, limit int64
		msg         string
	}{
		{15 << 20, 0, "File size 15MB exceeds maximum allowed size of 10MB"},
		{10<<20 + 512<<10, 0, "File size 10.5MB exceeds maximum allowed size of 10MB"},
		{10<<20 + 1, 0, "File size 10485761 bytes exceeds maximum allowed size of 10485760 bytes"},
		{3 << 10, 2 << 10, "File size 3KB exceeds maximum allowed size of 2KB"},
		{2, 1, "File size 2 bytes exceeds maximum allowed size of 1 byte"},
	} {
		p := filepath.Join(dir, "big.csv")
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		// Sparse: the size is refused from Stat, before any reading.
		if err := f.Truncate(tc.size); err != nil {
			t.Fatal(err)
		}
		f.Close()
		_, err = ReadFile(p, FileOptions{AllowedDirs: []string{dir}, MaxSize: tc.limit})
		wantFileError(t, err, KindTooLarge, p, tc.msg)
	}
}

func TestHumanSize(t *testing.T) {
	for n, want := range map[int64]string{
		0: "0 bytes", 1: "1 byte", 1023: "1023 bytes", 1024: "1KB", 1536: "1.5KB",
		512 << 10: "512KB", 1 << 20: "1MB", 10 << 20: "10MB", 15 << 20: "15MB",
		10<<20 + 512<<10: "10.5MB", 10<<20 + 1: "10MB", 3 << 30: "3GB",
	} {
		if got := humanSize(n); got != want {
			t.Errorf("humanSize(%d) = %q, want %q", n, got, want)
		}
	}
}
