package callplan

import (
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// DefaultMaxFileSize is the largest file read when FileOptions.MaxSize is
// 0 (the seed's 10MB).
const DefaultMaxFileSize = 10 * 1024 * 1024

// FileOptions restrict which files may be read.
type FileOptions struct {
	AllowedDirs []string // absolute or relative to the process cwd; empty = only the current directory
	MaxSize     int64    // bytes; 0 = DefaultMaxFileSize (10 MB = 10*1024*1024)
}

// Kinds of FileError.
const (
	KindNotFound   = "not_found"   // missing, unreadable or not a regular file
	KindNotAllowed = "not_allowed" // outside the allowed directories
	KindTooLarge   = "too_large"   // larger than the size limit
	KindParse      = "parse"       // content not valid in its format
)

// FileError is a file that cannot be used as tool arguments. Msg is the
// seed's message (without the "Error: " that displays add), e.g. "File
// 'data.csv' does not exist or is not readable".
type FileError struct {
	Kind string // KindNotFound, KindNotAllowed, KindTooLarge or KindParse
	Path string // the path as given ("" for Convert's errors)
	Msg  string
}

// Error returns Msg.
func (e *FileError) Error() string { return e.Msg }

// ReadFile checks path (inside an allowed directory after resolving
// symbolic links and ".."; an existing, readable regular file; at most
// MaxSize bytes) and converts its content, in the format of its extension,
// to a JSON value (see Convert). Errors are *FileError values.
func ReadFile(path string, opts FileOptions) (any, error) {
	data, err := readAllowed(path, opts)
	if err != nil {
		return nil, err
	}
	v, err := Convert(data, DetectFormat(path))
	if fe, ok := err.(*FileError); ok {
		fe.Path = path
	}
	return v, err
}

// readAllowed returns the content of path after the security checks.
func readAllowed(path string, opts FileOptions) ([]byte, error) {
	notFound := &FileError{Kind: KindNotFound, Path: path,
		Msg: fmt.Sprintf("File '%s' does not exist or is not readable", path)}
	notAllowed := &FileError{Kind: KindNotAllowed, Path: path,
		Msg: fmt.Sprintf("File path '%s' is not within allowed directories", path)}
	limit := opts.MaxSize
	if limit <= 0 {
		limit = DefaultMaxFileSize
	}
	if path == "" {
		return nil, notFound
	}
	lexical, resolved := allowedRoots(opts.AllowedDirs)
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, notFound
	}
	target, err := filepath.EvalSymlinks(abs)
	if err != nil {
		// Nothing to resolve: refuse what is outside by its name, and
		// do not reveal whether it exists.
		if !withinAny(abs, lexical) && !withinAny(abs, resolved) {
			return nil, notAllowed
		}
		return nil, notFound
	}
	if !withinAny(target, resolved) {
		return nil, notAllowed
	}
	fi, err := os.Stat(target)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, notFound
	}
	if fi.Size() > limit {
		return nil, tooLarge(path, fi.Size(), limit)
	}
	f, err := os.Open(target)
	if err != nil {
		return nil, notFound
	}
	defer f.Close()
	// The file must still be the one checked above.
	if fi2, err := f.Stat(); err != nil || !os.SameFile(fi, fi2) || !fi2.Mode().IsRegular() {
		return nil, notFound
	}
	readLimit := limit
	if readLimit < math.MaxInt64 {
		readLimit++
	}
	data, err := io.ReadAll(io.LimitReader(f, readLimit))
	if err != nil {
		return nil, notFound
	}
	if int64(len(data)) > limit { // grew since Stat
		size := int64(len(data))
		if fi2, err := f.Stat(); err == nil && fi2.Size() > size {
			size = fi2.Size()
		}
		return nil, tooLarge(path, size, limit)
	}
	return data, nil
}

// allowedRoots returns the allowed directories made absolute, and those
// of them that exist with symbolic links resolved.
func allowedRoots(dirs []string) (lexical, resolved []string) {
	if len(dirs) == 0 {
		dirs = []string{"."}
	}
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			continue
		}
		lexical = append(lexical, abs)
		if r, err := filepath.EvalSymlinks(abs); err == nil {
			resolved = append(resolved, r)
		}
	}
	return lexical, resolved
}

// withinAny reports whether the absolute, clean path is one of dirs or
// below one of them.
func withinAny(path string, dirs []string) bool {
	for _, d := range dirs {
		rel, err := filepath.Rel(d, path)
		if err != nil || filepath.IsAbs(rel) {
			continue
		}
		if rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			continue
		}
		return true
	}
	return false
}

func tooLarge(path string, size, limit int64) *FileError {
	s, l := humanSize(size), humanSize(limit)
	if s == l { // e.g. 10MB + 1 byte: show the bytes
		s, l = fmt.Sprintf("%d bytes", size), fmt.Sprintf("%d bytes", limit)
	}
	return &FileError{Kind: KindTooLarge, Path: path,
		Msg: fmt.Sprintf("File size %s exceeds maximum allowed size of %s", s, l)}
}

// humanSize formats a size as the seed does ("15MB", "10.5MB"), with
// 1024-based units: GB, MB, KB, else bytes.
func humanSize(n int64) string {
	const kb, mb, gb = 1 << 10, 1 << 20, 1 << 30
	unit := func(u int64, name string) string {
		s := strconv.FormatFloat(float64(n)/float64(u), 'f', 1, 64)
		return strings.TrimSuffix(s, ".0") + name
	}
	switch {
	case n >= gb:
		return unit(gb, "GB")
	case n >= mb:
		return unit(mb, "MB")
	case n >= kb:
		return unit(kb, "KB")
	case n == 1:
		return "1 byte"
	}
	return fmt.Sprintf("%d bytes", n)
}
