package textparse

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestPyLiteralJSON(t *testing.T) {
	for in, want := range map[string]string{
		`{'id': 7, 'ok': True, 'x': None, 'tags': ('a', 'b')}`:                  `{"id":7,"ok":true,"x":null,"tags":["a","b"]}`,
		`[{'name': "it's", 'q': 'say "hi"'}, {'n': -1.5e3}]`:                    `[{"name":"it's","q":"say \"hi\""},{"n":-1.5e3}]`,
		`{'path': 'C:\\tmp', 'esc': 'don\'t', 'hex': '\x41'}`:                   `{"path":"C:\\tmp","esc":"don't","hex":"A"}`,
		"{'multi': 'a',\n 'line': False}":                                       `{"multi":"a","line":false}`,
		"{ id: 7, name: 'Oak', tags: [ 'a', 'b' ], gone: undefined, ok: true }": `{"id":7,"name":"Oak","tags":["a","b"],"gone":null,"ok":true}`,
		"[{'a': 1,}, {'b': 2},]":                                                `[{"a":1},{"b":2}]`,
		"{\n  \"id\": 7,\n  \"ok\": true,\n}":                                   `{"id":7,"ok":true}`,
	} {
		got, ok := PyLiteralJSON(in)
		if !ok {
			t.Errorf("%s: not converted", in)
			continue
		}
		var g, w any
		if err := json.Unmarshal([]byte(got), &g); err != nil {
			t.Errorf("%s: %s is not JSON: %v", in, got, err)
			continue
		}
		json.Unmarshal([]byte(want), &w)
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s: %s, want %s", in, got, want)
		}
	}
	for _, in := range []string{
		`{"id": 7, "ok": true}`, // JSON already
		`{'a': {1, 2}}`,         // a set
		`{'a': b'x'}`,           // bytes
		`{'a': datetime(2026)}`, // an object
		`[INFO] started`, `[a, b]`, `{a: b}`,
		`{'a': 1`, // unclosed
		`hello`, `{'a': 'x)}`,
	} {
		if got, ok := PyLiteralJSON(in); ok {
			t.Errorf("%s: converted to %s", in, got)
		}
	}
}

func FuzzPyLiteralJSON(f *testing.F) {
	f.Add(`{'id': 7, 'ok': True, 'x': None, 'tags': ('a', 'b')}`)
	f.Add(`['a\'b', "c\"d", '\x41']`)
	f.Fuzz(func(t *testing.T, s string) {
		if got, ok := PyLiteralJSON(s); ok && !json.Valid([]byte(got)) {
			t.Errorf("%q: converted to invalid JSON %q", s, got)
		}
	})
}
