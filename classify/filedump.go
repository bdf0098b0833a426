package classify

import "bytes"

// fileDump reports whether the text is several files read back one after
// another: its first non-blank line is "<path>:" (a path or file name and
// a colon, nothing else) and a "---" line is followed, after blank lines,
// by another "<path>:" line. Each part is a file's content (JSON, CSV,
// code), so no part is the payload of the whole.
func fileDump(li *lineIndex) bool {
	n := li.count()
	first := 0
	for first < n && len(li.trimmed(first)) == 0 {
		first++
	}
	if first >= n || !pathHeader(li.trimmed(first)) {
		return false
	}
	for i := first + 1; i < n; i++ {
		if !bytes.Equal(li.trimmed(i), []byte("---")) {
			continue
		}
		j := i + 1
		for j < n && len(li.trimmed(j)) == 0 {
			j++
		}
		if j < n && pathHeader(li.trimmed(j)) {
			return true
		}
	}
	return false
}

// pathHeader: "<path>:" — a path or file name (fileName) and a colon.
func pathHeader(t []byte) bool {
	return len(t) > 3 && t[len(t)-1] == ':' && fileName(t[:len(t)-1])
}
