package jsonx

import (
	"errors"
	"strings"
)

// ErrTrailing is returned by DecodeNumbers for data after the value.
var ErrTrailing = errors.New("trailing data after the value")

// DecodeNumbers decodes b, exactly one JSON value with optional surrounding
// white space, as a json.Decoder with UseNumber does (numbers as
// json.Number). Data after the value is ErrTrailing.
func DecodeNumbers(b []byte) (any, error) {
	s := string(b)
	v, end, err := First(s)
	if err != nil {
		return nil, err
	}
	if strings.TrimLeft(s[end:], " \t\r\n") != "" {
		return nil, ErrTrailing
	}
	return v, nil
}
