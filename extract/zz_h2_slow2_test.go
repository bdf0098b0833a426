package extract_test
import ("testing";"github.com/mcpsurvey/mcpsurvey/extract")
func tool0(t *testing.T, c string) []*extract.Extractor {
	g, _ := extract.LoadGateway([]byte(c), "x")
	var out []*extract.Extractor
	for _, n := range g.Names() { x, _ := extract.Compile(g.VirtualTools[n]); out = append(out, x) }
	return out
}
