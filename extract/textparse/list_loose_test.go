package textparse

import (
	"strconv"
	"strings"
	"testing"
)

func TestListItemsLooseGivesBackShallowSubItems(t *testing.T) {
	var b strings.Builder
	for n := 8; n <= 12; n++ {
		b.WriteString(strconv.Itoa(n) + ". **Task " + strconv.Itoa(n) + "**\n   - Owner: ana\n   - Due: 2026-05-0" + strconv.Itoa(n%10) + "\n")
	}
	text := b.String()
	strict := ListItems(text)
	loose := ListItemsLoose(text)
	ordered := 0
	for _, it := range strict {
		if it.Ordered {
			ordered++
		}
	}
	if ordered != 5 || len(strict) <= 5 {
		t.Fatalf("strict: %d items, %d ordered: the test text should split items 10 to 12 from their bullets", len(strict), ordered)
	}
	if len(loose) != 5 {
		t.Fatalf("loose: %d items, want 5", len(loose))
	}
	for _, it := range loose {
		if !it.Ordered || !strings.Contains(it.Text, "Owner: ana") || !strings.Contains(it.Text, "Due:") {
			t.Errorf("item %s lost its details: %q", it.Marker, it.Text)
		}
		if it.Text != text[it.Offset:it.Span.End] {
			t.Errorf("item %s: Text is not text[Offset:Span.End]", it.Marker)
		}
	}
}

func TestListItemsLooseTwoSpaceBullets(t *testing.T) {
	text := "1. alpha\n  - size: 3\n  - kind: file\n2. beta\n  - size: 9\n"
	loose := ListItemsLoose(text)
	if len(loose) != 2 || !strings.Contains(loose[0].Text, "kind: file") || !strings.Contains(loose[1].Text, "size: 9") {
		t.Fatalf("got %+v", loose)
	}
}

func TestListItemsLooseLeavesSeparateListsAlone(t *testing.T) {
	for _, text := range []string{
		"1. alpha\n2. beta\n\n- note one\n- note two\n",        // a bullet list at the margin
		"10. alpha\n\nSome prose.\n\n   - aside\n",             // prose between
		"1. alpha\n   - nested properly\n2. beta\n",            // already nested
		"- a\n  - b\n- c\n",                                    // bullets only
		"10. alpha\n    - nested properly at four\n11. beta\n", // already nested
	} {
		strict, loose := ListItems(text), ListItemsLoose(text)
		if len(strict) != len(loose) {
			t.Errorf("%q: strict %d items, loose %d", text, len(strict), len(loose))
			continue
		}
		for i := range strict {
			if strict[i] != loose[i] {
				t.Errorf("%q: item %d changed: %+v -> %+v", text, i, strict[i], loose[i])
			}
		}
	}
}
