package schema

import (
	"strings"
	"unicode"
)

// Map detection: an object position is a map (its keys are data, so the
// schema is {"additionalProperties": <value schema>} with no fixed
// "properties") rather than a record (properties + required) when its keys
// read as data, or when the key sets it shows do not behave like a
// record's fields. Projection keeps only the declared properties of a
// record, so a map taken for a record loses every key not seen while
// fitting (a SQL tool's rows for a new query came out as [{}]); a record
// taken for a map loses only the description of its fields. When the
// evidence is ambiguous the rules below lean to the map.

// mapKind says why an object position is a map.
type mapKind int

const (
	notMap      mapKind = iota
	mapDataKeys         // every key reads as data (IDs, numbers, dates, paths, URLs …)
	mapRareKeys         // many keys, most of them in few of the objects
	mapOneShape         // many keys whose values are all objects of one shape
	mapVarying          // the key sets of different samples are largely disjoint
)

const (
	// maxVaryingOverlap: a position seen in two samples or more is a map
	// when a key of one sample is, on average, in at most this share of
	// the other samples (see overlap). Records with optional keys stay
	// well above it (a record whose five optional keys each appear in a
	// third of the samples next to five keys always present: 0.82; a
	// tagged union of two variants, one per sample, over ten samples:
	// 0.67); rows of different SQL queries sharing only an id column fall
	// below it (0.52 over four samples). With few samples the measure
	// cannot tell these apart: the same tagged union over four samples
	// gives 0.6 and reads as a map, which keeps its data.
	maxVaryingOverlap = 0.6
	// minShapeCoverage: the values of a many-keyed object are "of one
	// shape" when a key of one value object is, on average, in at least
	// this share of the value objects.
	minShapeCoverage = 0.75
)

// classifyMap decides whether the object position s (whose distinct keys
// are keys, sorted) is a map, and why. merged returns all values merged.
func (e *emitter) classifyMap(s *objStats, keys []string, merged func() *node) mapKind {
	data := true
	for _, k := range keys {
		if !isDataKey(k) {
			data = false
			break
		}
	}
	if data {
		return mapDataKeys
	}
	if len(keys) >= e.mapMinKeys {
		rare := 0
		for _, k := range keys {
			if s.props[k].present*10 < s.count {
				rare++
			}
		}
		if rare*2 > len(keys) {
			return mapRareKeys
		}
		if m := merged(); m.kinds() == 1 && m.obj != nil && m.obj.additional == nil && coverage(m.obj) >= minShapeCoverage {
			return mapOneShape
		}
	}
	if len(keys) >= 2 && s.samples >= 2 && overlap(s) <= maxVaryingOverlap {
		return mapVarying
	}
	return notMap
}

// overlap is the mean, over every (sample, key the sample has here), of
// the share of the other samples that have the key too: 1 when every
// sample shows the same keys, 0 when no two samples share one. With sp(k)
// the number of samples having key k and S the samples seen here it is
// Σ sp(k)(sp(k)-1) / ((S-1) Σ sp(k)), computed from counters alone.
func overlap(s *objStats) float64 {
	if s.samples < 2 {
		return 1
	}
	var pairs, total float64
	for _, p := range s.props {
		sp := float64(min(p.samples, s.samples))
		pairs += sp * (sp - 1)
		total += sp
	}
	if total == 0 {
		return 1
	}
	return pairs / (float64(s.samples-1) * total)
}

// coverage is the mean, over every (object, key it has), of the share of
// the objects here that have the key: 1 when all objects have the same keys.
func coverage(s *objStats) float64 {
	if s.count == 0 {
		return 1
	}
	var sq, total float64
	for _, p := range s.props {
		sq += float64(p.present) * float64(p.present)
		total += float64(p.present)
	}
	if total == 0 {
		return 1
	}
	return sq / (float64(s.count) * total)
}

// mapValues returns the additionalProperties schema when the object
// position s is a map, nil when it is a record. The value schema is the
// schema of all values merged, or {} when the values are of different JSON
// types or only null (a map's next key may hold anything those did). For
// maps found by varying key sets, whose next keys are columns or settings
// not seen yet, scalar values get {} too: the columns seen say nothing of
// the type of the next one, and a typed schema would make projection
// convert or drop it. Their object or array values keep their schema.
func (e *emitter) mapValues(s *objStats, keys []string) map[string]any {
	var merged *node
	values := func() *node {
		if merged == nil {
			merged = &node{}
			for _, k := range keys {
				merged.merge(&s.props[k].n)
			}
		}
		return merged
	}
	kind := e.classifyMap(s, keys, values)
	if kind == notMap {
		return nil
	}
	merged = values()
	if merged.kinds() != 1 || kind == mapVarying && merged.obj == nil && merged.arr == nil {
		return map[string]any{}
	}
	return e.schema(merged)
}

// kinds counts the JSON types (null aside; integer and number as one) seen.
func (n *node) kinds() int {
	k := 0
	for _, b := range []bool{n.bools > 0, n.num != nil, n.str != nil, n.obj != nil, n.arr != nil} {
		if b {
			k++
		}
	}
	return k
}

// defaultRowFields are the array names that hold rows of a result set.
func defaultRowFields() []string {
	return []string{"rows", "records", "resultRows", "dataRows", "tableRows", "resultSet"}
}

// normalizeField folds a property name for comparison with row field
// names: lower case, without '_', '-', '.' and spaces.
func normalizeField(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '_', '-', '.', ' ', '\t':
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// openRows opens the item records of an array of rows (the schema of a
// property named as one, see Options.RowFields): a row holds the columns
// of its query, so the columns seen stay described but none is required
// and other columns are allowed ("additionalProperties": {}), which makes
// projection keep them. Items already inferred as maps are left alone.
func openRows(s map[string]any) {
	if branches, ok := s["anyOf"].([]any); ok {
		for _, b := range branches {
			if bm, ok := b.(map[string]any); ok {
				openRows(bm)
			}
		}
		return
	}
	items, ok := s["items"].(map[string]any)
	if !ok {
		return
	}
	if branches, ok := items["anyOf"].([]any); ok {
		for _, b := range branches {
			if bm, ok := b.(map[string]any); ok && bm["type"] == "object" {
				openRecord(bm)
			}
		}
		return
	}
	openRecord(items)
}

func openRecord(s map[string]any) {
	if _, ok := s["properties"]; !ok {
		return
	}
	if _, ok := s["additionalProperties"]; ok {
		return
	}
	delete(s, "required")
	s["additionalProperties"] = map[string]any{}
}
