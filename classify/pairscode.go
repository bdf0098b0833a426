package classify

// minPairsBesideCode is the fewest `Key: value` lines that make the pairs,
// not one fenced block of code beside them, a text's data.
const minPairsBesideCode = 3

// markPairsBesideCode makes neutral the one fenced block of code (not
// JSON) of a text whose other content is `Key: value` lines (three or
// more), headings and at most one short line of prose: a record's fields
// with its content ("**API Version:** 59", "**Status:** Active" over the
// class's source). The code is one value of the record, however many
// bytes it takes; the pairs are the payload (DESIGN.md §4, "main payload"
// is the part carrying most of the data).
func (a *analysis) markPairsBesideCode() {
	n := a.li.count()
	pairs, prose, fences := 0, 0, 0
	pairBytes, fenceBytes := 0, 0
	first, last := -1, -1
	for i := 0; i < n; i++ {
		if a.w[i] == 0 {
			continue
		}
		switch a.kind[i] {
		case kKV:
			pairs++
			pairBytes += a.w[i]
		case kFence:
			fenceBytes += a.w[i]
			if first < 0 || a.otherBetween(last, i) {
				fences++
				if fences > 1 {
					return
				}
				first = i
			}
			last = i
		case kProse:
			if prose++; prose > 1 || a.w[i] > 80 {
				return
			}
		case kBlank, kNeutral:
		default:
			return
		}
	}
	if fences != 1 {
		return
	}
	if pairs < minPairsBesideCode {
		if pairs > 0 && fenceBytes > pairBytes {
			// "**File:** a.tsx", "**GitHub:** …" over the file's source:
			// two lines about the code, which is the payload
			for i := 0; i < n; i++ {
				if a.kind[i] == kKV && a.w[i] > 0 {
					a.setKind(i, i, kNeutral, -1)
				}
			}
		}
		return
	}
	a.setKind(first, last, kNeutral, -1)
}

// otherBetween reports whether a line that is neither blank nor fenced
// code lies between lines i and j: a blank line inside a fence does not
// part it in two.
func (a *analysis) otherBetween(i, j int) bool {
	for k := i + 1; k < j; k++ {
		if a.w[k] > 0 && a.kind[k] != kFence {
			return true
		}
	}
	return false
}
