package jsonx

import (
	"errors"
	"strings"
	"testing"
)

func TestReadLines(t *testing.T) {
	in := "{\"a\":1}\r\n\n  \n[2]\n" + strings.Repeat("x", 3000) + "\n\"last\""
	var got []string
	var nums []int
	err := ReadLines(strings.NewReader(in), 0, func(n int, line []byte) error {
		got = append(got, string(line[:min(len(line), 8)]))
		nums = append(nums, n)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, "|") != `{"a":1}|[2]|xxxxxxxx|"last"` {
		t.Errorf("lines = %q", got)
	}
	if len(nums) != 4 || nums[1] != 4 || nums[3] != 6 {
		t.Errorf("line numbers = %v", nums)
	}
}

func TestReadLinesErrors(t *testing.T) {
	err := ReadLines(strings.NewReader("a\nb\n"), 0, func(n int, line []byte) error {
		if n == 2 {
			return errors.New("bad record")
		}
		return nil
	})
	var le *LineError
	if !errors.As(err, &le) || le.Line != 2 || !strings.Contains(err.Error(), "line 2: bad record") {
		t.Errorf("err = %v", err)
	}
	err = ReadLines(strings.NewReader("ok\n"+strings.Repeat("y", 5<<20)+"\n"), 1<<20, func(int, []byte) error { return nil })
	if !errors.Is(err, ErrLineTooLong) || !errors.As(err, &le) || le.Line != 2 {
		t.Errorf("long line err = %v", err)
	}
}
