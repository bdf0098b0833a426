package classify

import (
	"strings"
	"unicode/utf8"
)

// cjkError reports whether t, a trimmed text, is a short Chinese error
// message: at most two non-blank lines and 60 characters, holding a phrase
// saying a request failed or its subject is missing ("组件不存在": the
// component does not exist; "未找到": not found; "失败": failed; "错误":
// error; "无效": invalid; "无法": cannot; "不支持": not supported;
// "权限不足": insufficient permission) and none denying a failure ("无错误",
// "没有错误": no errors; "成功": success).
func cjkError(t []byte) (string, bool) {
	if len(t) == 0 || nonBlankLines(t, 3) > 2 || utf8.RuneCount(t) > 60 {
		return "", false
	}
	s := string(t)
	for _, p := range [...]string{"无错误", "没有错误", "0 个错误", "成功"} {
		if strings.Contains(s, p) {
			return "", false
		}
	}
	for _, p := range [...]string{"不存在", "未找到", "找不到", "失败", "错误", "无效", "无法", "不支持", "权限不足"} {
		if strings.Contains(s, p) {
			return "a short Chinese message saying the request failed or its subject is missing (\"" + p + "\")", true
		}
	}
	return "", false
}
