package ghub

import (
	"cmp"
	"slices"
)

// RankInput is one server's upstream-PR report to be ordered by reach.
type RankInput struct {
	Server string
	Repo   Repo
	Facts  *Facts // nil when the repository is unknown or was not looked up
}

// rankClass orders the groups: live repositories with facts, then those
// without facts, then archived ones (no PR can land there).
func rankClass(in RankInput) int {
	switch {
	case in.Facts == nil:
		return 1
	case in.Facts.Archived:
		return 2
	}
	return 0
}

// Rank returns the reports ordered by reach: repositories with more stars
// first, reports without repository facts after them, archived repositories
// last; ties by server name, then repository. The input is not changed.
func Rank(in []RankInput) []RankInput {
	out := slices.Clone(in)
	slices.SortStableFunc(out, func(a, b RankInput) int {
		if c := cmp.Compare(rankClass(a), rankClass(b)); c != 0 {
			return c
		}
		if a.Facts != nil && b.Facts != nil {
			if c := cmp.Compare(b.Facts.Stars, a.Facts.Stars); c != 0 {
				return c
			}
		}
		if c := cmp.Compare(a.Server, b.Server); c != 0 {
			return c
		}
		return cmp.Compare(a.Repo.Key(), b.Repo.Key())
	})
	return out
}
