package jsonx

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"testing"
)

func TestDecodeNumbersMatchesUseNumber(t *testing.T) {
	for _, s := range append(samples, `{"n":12345678901234567890}`, "[1.50] \n", `{"a":1} {"b":2}`, `1 x`) {
		got, gerr := DecodeNumbers([]byte(s))
		dec := json.NewDecoder(bytes.NewReader([]byte(s)))
		dec.UseNumber()
		var want any
		werr := dec.Decode(&want)
		if werr == nil {
			if _, terr := dec.Token(); terr != io.EOF {
				werr = ErrTrailing
			}
		}
		if (gerr == nil) != (werr == nil) {
			t.Errorf("DecodeNumbers(%q) error %v, json.Decoder %v", s, gerr, werr)
			continue
		}
		if errors.Is(werr, ErrTrailing) && !errors.Is(gerr, ErrTrailing) {
			t.Errorf("DecodeNumbers(%q) = %v, want ErrTrailing", s, gerr)
		}
		if werr == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("DecodeNumbers(%q) = %#v, want %#v", s, got, want)
		}
	}
}
