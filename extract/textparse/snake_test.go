package textparse

import "testing"

func TestSnake(t *testing.T) {
	for in, want := range map[string]string{
		"Feels like":         "feels_like",
		"createdAt":          "created_at",
		"DB_POOL":            "db_pool",
		"Chance of rain (%)": "chance_of_rain",
		"Decision logged":    "decision_logged",
		"  --  ":             "",
		"Größe":              "größe",
		"HTTPStatus":         "httpstatus",
		"v2Name":             "v2_name",
	} {
		if got := Snake(in); got != want {
			t.Errorf("Snake(%q) = %q, want %q", in, got, want)
		}
	}
}
