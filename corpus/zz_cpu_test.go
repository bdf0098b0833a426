package corpus
import ("testing";"context";"bytes";"time";"path/filepath";"strings")
func TestZZImportCPU(t *testing.T){
	data:=benchJSONL(benchCalls); ctx:=context.Background()
	for _,drop:=range []string{"", "calls_result", "calls_server", "calls_result,calls_server"} {
	for i:=0;i<2;i++{
	db,_:=Open(ctx,filepath.Join(t.TempDir(),"x.db"))
	for _,ix:=range strings.Split(drop,",") { if ix!="" { db.sql.Exec("DROP INDEX "+ix) } }
	c0:=cpu(); w0:=time.Now()
	if _,err:=Import(ctx,db,bytes.NewReader(data),"b"); err!=nil {t.Fatal(err)}
	t.Logf("%s import: cpu %v wall %v", drop, cpu()-c0, time.Since(w0)); db.Close() }}
}
