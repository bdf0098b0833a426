package textparse

// The block scanner: a one-pass, line-oriented subset of the CommonMark block
// parsing strategy. Containers are list items only (block quotes are opaque
// leaves, see the package doc). Because every nested item's content column is
// greater than its parent's, matching a line against the open items costs at
// most its indentation, so the whole scan is linear in the input.

type leafKind uint8

const (
	leafNone  leafKind = iota
	leafPara           // an open paragraph (lazy continuation possible)
	leafFence          // an open fenced code block
	leafCode           // an open indented code block
	leafQuote          // an open block quote (treated as a lazy-continuable leaf)
)

// itemBox is an open list item.
type itemBox struct {
	contentCol int  // column continuation lines must reach
	hasChild   bool // a block was opened inside the item
	ordered    bool // the item's list kind
	ch         byte
}

// paraLine is one line of an open paragraph: the content after indentation.
type paraLine struct {
	start, end int // byte range in the text, leading indentation excluded
	indent     int // columns of indentation, relative to the enclosing item
}

// scanner walks the blocks of a text and records top-level list items and
// tables.
type scanner struct {
	text       string
	wantItems  bool
	wantTables bool

	stack    []itemBox
	leaf     leafKind
	fenceCh  byte
	fenceLen int
	para     []paraLine
	// emptyBlank: a blank line followed an empty item (goldmark closes
	// every open list at the next non-blank line).
	emptyBlank bool

	// top-level list bookkeeping
	lastOrdered bool
	lastCh      byte
	lastListOK  bool // the last block at the root is a list
	listIdx     int
	items       []ListItem

	tables []Table
}

func newScanner(text string, items, tables bool) *scanner {
	return &scanner{text: text, wantItems: items, wantTables: tables, listIdx: -1}
}

// run scans the whole text.
func (s *scanner) run() {
	for start := 0; start < len(s.text); {
		end, next := lineBounds(s.text, start)
		s.line(start, end)
		start = next
	}
	s.closeTo(0)
	for i := range s.items {
		it := &s.items[i]
		it.Text = s.text[it.Offset:it.Span.End]
	}
}

// baseCol is the content column of the container at depth level (0 = root).
func (s *scanner) baseCol(level int) int {
	if level == 0 {
		return 0
	}
	return s.stack[level-1].contentCol
}

// touch records that a non-blank line ending at end belongs to every open item.
func (s *scanner) touch(end int) {
	if len(s.stack) > 0 && s.wantItems {
		s.items[len(s.items)-1].Span.End = end
	}
}

// closeLeaf closes the open leaf block.
func (s *scanner) closeLeaf() {
	if s.leaf == leafPara {
		s.finishPara()
	}
	s.leaf = leafNone
}

// closeTo closes the open leaf and every item deeper than level.
func (s *scanner) closeTo(level int) {
	s.closeLeaf()
	if level < len(s.stack) {
		s.stack = s.stack[:level]
	}
}

// open starts a non-container block at depth level.
func (s *scanner) open(level int, k leafKind) {
	if level == 0 {
		s.lastListOK = false
	} else {
		s.stack[level-1].hasChild = true
	}
	s.leaf = k
}

// openPara starts a paragraph at depth level with its first line.
func (s *scanner) openPara(level int, l paraLine) {
	s.open(level, leafPara)
	s.para = append(s.para[:0], l)
}

// finishPara closes the open paragraph, turning it into a table if it holds one.
func (s *scanner) finishPara() { s.finishParaAs(false) }

// finishParaAs closes the open paragraph; setext selects goldmark's reading
// of a paragraph closed by a setext underline (see paraTable).
func (s *scanner) finishParaAs(setext bool) {
	if len(s.para) >= 2 {
		if t, _, ok := paraTable(s.text, s.para, setext); ok && s.wantTables {
			s.tables = append(s.tables, t)
		}
	}
	s.para = s.para[:0]
	s.leaf = leafNone
}

// openItem pushes a list item at depth level.
func (s *scanner) openItem(level int, m listMarker, ls, le int, ln string) {
	if level == 0 {
		if !s.lastListOK || s.lastOrdered != m.ordered || s.lastCh != m.ch {
			s.listIdx++
		}
		s.lastOrdered, s.lastCh, s.lastListOK = m.ordered, m.ch, true
		if s.wantItems {
			s.items = append(s.items, ListItem{
				List:    s.listIdx,
				Ordered: m.ordered,
				Number:  m.num,
				Marker:  ln[m.start:m.end],
				Span:    Span{ls + m.start, le},
				Offset:  ls + m.content,
			})
		}
	} else {
		s.stack[level-1].hasChild = true
	}
	s.stack = append(s.stack, itemBox{contentCol: m.contentCol, ordered: m.ordered, ch: m.ch})
	s.leaf = leafNone
}

// line processes the line text[ls:le].
func (s *scanner) line(ls, le int) {
	ln := s.text[ls:le]
	fns, ind := skipIndent(ln, 0, 0)
	blank := fns == len(ln)

	// 1. Which open items does the line continue?
	n := len(s.stack)
	matched := 0
	if blank && n > 0 && !s.stack[n-1].hasChild {
		s.emptyBlank = true
	}
	if !blank && s.emptyBlank {
		// goldmark: the first non-blank line after an empty item and a
		// blank line closes every open list.
		s.emptyBlank = false
		if n > 0 {
			top := &s.stack[0]
			sibling := (ind < top.contentCol || !top.hasChild) && ind < 4 && !top.endsEmpty(ln, fns, ind)
			if m, ok := parseListMarker(ln, fns, ind); !ok || !sibling || m.ordered != top.ordered || m.ch != top.ch {
				s.lastListOK = false
			}
		}
		n = 0
		s.closeTo(0)
	}
	for matched < n {
		c := &s.stack[matched]
		if blank {
			if !c.hasChild {
				break
			}
		} else if ind < c.contentCol {
			break
		} else if !c.hasChild && matched == n-1 && ind-s.baseCol(matched) < 4 && c.endsEmpty(ln, fns, ind) {
			// goldmark: an item of another list kind (or "- - -") right
			// after an empty item is not nested in it (CommonMark would
			// nest it).
			break
		}
		matched++
	}
	all := matched == n

	if all {
		switch s.leaf {
		case leafFence:
			if !blank && ind-s.baseCol(n) <= 3 && isClosingFence(ln[fns:], s.fenceCh, s.fenceLen) {
				s.leaf = leafNone
			}
			if !blank {
				s.touch(le)
			}
			return
		case leafCode:
			if blank || ind-s.baseCol(n) >= 4 {
				if !blank {
					s.touch(le)
				}
				return
			}
		}
		if blank {
			if s.leaf != leafCode {
				s.closeLeaf()
			}
			return
		}
	} else if blank {
		s.closeTo(matched)
		return
	}

	// 2. Block starts, from the deepest matched item inwards.
	var tb tbCache
	level := matched
	paraCont := all && s.leaf == leafPara
	p, col := fns, ind
	opened := false
	for p < len(ln) {
		rel := col - s.baseCol(level)
		if rel >= 4 {
			if !opened && (s.leaf == leafPara || s.leaf == leafQuote) {
				break // paragraph or lazy continuation
			}
			s.closeTo(level)
			s.open(level, leafCode)
			s.touch(le)
			return
		}
		rest := ln[p:]
		switch c := rest[0]; {
		case c == '>':
			s.closeTo(level)
			s.open(level, leafQuote)
			s.touch(le)
			return
		case c == '#' && isATXHeading(rest):
			s.closeTo(level)
			s.open(level, leafNone)
			s.touch(le)
			return
		case c == '`' || c == '~':
			if fc, fl, ok := openingFence(rest); ok {
				s.closeTo(level)
				s.open(level, leafFence)
				s.fenceCh, s.fenceLen = fc, fl
				s.touch(le)
				return
			}
		}
		if paraCont && isSetextUnderline(rest) {
			if len(s.para) >= 2 {
				if _, head, ok := paraTable(s.text, s.para, true); ok {
					// goldmark: the table stands. If the paragraph was
					// only the table, the underline is parsed again as
					// something else; else the lines before the table
					// become the heading.
					s.finishParaAs(true)
					if head == 0 {
						paraCont = false
						continue
					}
					s.touch(le)
					return
				}
			}
			s.para = s.para[:0]
			s.leaf = leafNone // the paragraph became a heading
			s.touch(le)
			return
		}
		if tb.is(ln, p) {
			s.closeTo(level)
			s.open(level, leafNone)
			s.touch(le)
			return
		}
		if m, ok := parseListMarker(ln, p, col); ok && !(paraCont && (m.empty || (m.ordered && m.num != 1))) {
			s.closeTo(level)
			s.openItem(level, m, ls, le, ln)
			level++
			opened, paraCont = true, false
			p, col = m.content, m.restCol
			continue
		}
		break
	}

	// 3. Text: paragraph start, continuation or lazy continuation.
	switch {
	case opened && p == len(ln):
		// an item with nothing after its marker
	case opened:
		s.openPara(level, paraLine{ls + p, le, col - s.baseCol(level)})
	case s.leaf == leafQuote:
		// lazy continuation of the quote
	case s.leaf == leafPara:
		s.para = append(s.para, paraLine{ls + fns, le, ind - s.baseCol(matched)})
	default:
		s.closeTo(matched)
		s.openPara(matched, paraLine{ls + fns, le, ind - s.baseCol(matched)})
	}
	s.touch(le)
}

// endsEmpty reports whether the line, starting at byte p (column col),
// closes the empty item c: an item of another kind, or an item marker that
// is also a thematic break.
func (c *itemBox) endsEmpty(ln string, p, col int) bool {
	m, ok := parseListMarker(ln, p, col)
	return ok && (m.ordered != c.ordered || m.ch != c.ch || isThematicBreak(ln[p:]))
}

// tbCache answers "is ln[p:] a thematic break?" for increasing p of one line
// in linear total time (a line of n list markers asks n times).
type tbCache struct {
	lastBad [3]int // per '*', '-', '_': last index not that char, space or tab; -2 = unknown
	init    bool
}

func (c *tbCache) is(ln string, p int) bool {
	k := 0
	switch ln[p] {
	case '*':
	case '-':
		k = 1
	case '_':
		k = 2
	default:
		return false
	}
	if !c.init {
		c.lastBad = [3]int{-2, -2, -2}
		c.init = true
	}
	if c.lastBad[k] == -2 {
		ch := ln[p]
		i := len(ln) - 1
		for i >= 0 && (ln[i] == ch || ln[i] == ' ' || ln[i] == '\t') {
			i--
		}
		c.lastBad[k] = i
	}
	if c.lastBad[k] >= p {
		return false
	}
	return isThematicBreak(ln[p:])
}
