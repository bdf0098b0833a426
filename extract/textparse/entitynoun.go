package textparse

// entityNoun reports a noun that names the kind of the thing after it in
// a tool's message ("branch main", "table users", "namespace payments",
// "mode debug"): the word after it is that thing's name.
func entityNoun(w string) bool {
	switch w {
	case "branch", "tag", "table", "schema", "database", "db", "collection", "index", "bucket", "queue", "topic",
		"channel", "namespace", "cluster", "service", "container", "pod", "deployment", "node", "host", "server",
		"user", "username", "account", "team", "group", "role", "project", "repository", "repo", "org",
		"organization", "workspace", "folder", "directory", "environment", "env", "region", "zone", "model",
		"tool", "plugin", "package", "module", "function", "method", "class", "job", "task", "pipeline",
		"workflow", "image", "volume", "network", "profile", "session", "board", "list", "sheet", "tab",
		"mode", "status", "state", "level", "format", "language", "locale", "theme", "key", "field", "column", "view":
		return true
	}
	return false
}

// nameAfterNoun reports whether w, a plain lower-case word after an
// entity noun, names the thing rather than continues the sentence: not a
// determiner, preposition, auxiliary or conjunction ("table users", not
// "table is", "branch to").
func nameAfterNoun(w string) bool {
	if len(w) < 2 || !plainWord(w) || w[0] < 'a' || w[0] > 'z' {
		return false
	}
	switch w {
	case "the", "a", "an", "is", "are", "was", "were", "be", "been", "has", "have", "had", "to", "from", "in", "on",
		"of", "for", "with", "by", "at", "and", "or", "not", "no", "that", "which", "this", "these", "those", "it",
		"as", "into", "will", "would", "can", "could", "should", "may", "must", "does", "did", "do", "named", "called",
		"successfully", "already", "now", "still", "also", "then", "if", "but", "so", "up", "out", "all", "any",
		"each", "every", "some", "more", "less", "than", "after", "before", "when", "while", "found",
		"today", "yesterday", "tomorrow", "again", "here", "there", "too", "only", "just", "instead":
		return false
	}
	return true
}
