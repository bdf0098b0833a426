// Package textline holds the line shapes that the classifier and the
// extractor must read alike, so that a text labelled key_value is read as
// pairs by the same rule: today the aligned `Key<gap>value` line.
//
// Owns: line-level text rules shared by classify and extract/textparse.
// Imports: nothing (pure; generic over string and []byte).
package textline
