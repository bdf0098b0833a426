package classify

import "testing"

func TestCJKError(t *testing.T) {
	for _, s := range []string{"undefined 组件不存在", "文件未找到: a.txt", "请求失败，请稍后重试"} {
		if _, ok := cjkError([]byte(s)); !ok {
			t.Errorf("%q: not an error", s)
		}
	}
	for _, s := range []string{"构建成功，无错误", "检查完成：0 个错误", "以下是 Table 组件的更新日志：\n6.6.2：修复 错误\n6.6.1：修复\n6.6.0：新增", "Button 组件的文档"} {
		if _, ok := cjkError([]byte(s)); ok {
			t.Errorf("%q: read as an error", s)
		}
	}
}
