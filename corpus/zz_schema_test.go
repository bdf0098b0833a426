package corpus
import ("testing";"context";"database/sql";"fmt";"crypto/sha256";"encoding/hex";"strings")
func TestZZSchema(t *testing.T){
	ctx:=context.Background()
	n:=100000
	pad := strings.Repeat("lorem ipsum dolor sit amet ", 8)
	res:=make([][]byte,n); hs:=make([]string,n); ids:=make([]string,n)
	for i:=range res { r:=i; if i%8==7 {r=i%97}; res[i]=[]byte(fmt.Sprintf(`{"content":[{"type":"text","text":"Result %d: %s"}],"isError":false}`,r,pad)); s:=sha256.Sum256(res[i]); hs[i]=hex.EncodeToString(s[:]); ids[i]=fmt.Sprintf("server-%02d/tool_%02d/%d",i/2000,i/100%20,i%100+1) }
	for _,mode:=range []string{"ids","ids-h64","ids-noc1","ids-h64-noc1-fk"} {
		db:=openTemp(t,"s.db")
		if mode=="hash" {
			db.sql.Exec(`CREATE TABLE b(hash TEXT PRIMARY KEY, data BLOB, size INT); CREATE TABLE c(id INTEGER PRIMARY KEY, server_id INT, call_id TEXT, tool TEXT, seq INT, arguments_hash TEXT, origin TEXT, status TEXT, result_hash TEXT, error_json BLOB, detail TEXT, duration_ms INT, size INT); CREATE INDEX c1 ON c(server_id, tool, seq); CREATE INDEX c2 ON c(result_hash)`)
		} else if strings.HasPrefix(mode,"ids-h64") {
			db.sql.Exec(`CREATE TABLE b(id INTEGER PRIMARY KEY, hash TEXT, data BLOB, size INT, h64 INT); CREATE INDEX bh ON b(h64); CREATE TABLE c(id INTEGER PRIMARY KEY, server_id INT, call_id TEXT, tool TEXT, seq INT, arguments_id INT REFERENCES b(id), origin TEXT, status TEXT, result_id INT REFERENCES b(id), error_json BLOB, detail TEXT, duration_ms INT, size INT); CREATE INDEX c2 ON c(result_id)`)
			if !strings.Contains(mode,"noc1") { db.sql.Exec(`CREATE INDEX c1 ON c(server_id, tool, seq)`) }
		} else if mode=="ids-noc1" {
			db.sql.Exec(`CREATE TABLE b(id INTEGER PRIMARY KEY, hash TEXT UNIQUE, data BLOB, size INT); CREATE TABLE c(id INTEGER PRIMARY KEY, server_id INT, call_id TEXT, tool TEXT, seq INT, arguments_id INT, origin TEXT, status TEXT, result_id INT, error_json BLOB, detail TEXT, duration_ms INT, size INT); CREATE INDEX c2 ON c(result_id)`)
		} else {
			db.sql.Exec(`CREATE TABLE b(id INTEGER PRIMARY KEY, hash TEXT UNIQUE, data BLOB, size INT); CREATE TABLE c(id INTEGER PRIMARY KEY, server_id INT, call_id TEXT, tool TEXT, seq INT, arguments_id INT, origin TEXT, status TEXT, result_id INT, error_json BLOB, detail TEXT, duration_ms INT, size INT); CREATE INDEX c1 ON c(server_id, tool, seq); CREATE INDEX c2 ON c(result_id)`)
		}
		c0:=cpu()
		err:=db.writeTx(ctx,func(tx *sql.Tx) error {
			q:=`INSERT OR IGNORE INTO b(hash,data,size) VALUES (?,CAST(? AS TEXT),?)`; if strings.HasPrefix(mode,"ids-h64") { q=`INSERT INTO b(hash,data,size,h64) VALUES (?,CAST(? AS TEXT),?,?)` }
			bs,err:=tx.Prepare(q); if err!=nil {return err}
			cs,err:=tx.Prepare(`INSERT INTO c(server_id, call_id, tool, seq, `+map[bool]string{true:"arguments_hash",false:"arguments_id"}[mode=="hash"]+`, origin, status, `+map[bool]string{true:"result_hash",false:"result_id"}[mode=="hash"]+`, error_json, detail, duration_ms, size) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`); if err!=nil {return err}
			seen:=map[string]any{}
			for i:=range res {
				ref,ok:=seen[hs[i]]
				if !ok { args:=[]any{hs[i],res[i],len(res[i])}; if strings.HasPrefix(mode,"ids-h64") { args=append(args, int64(i)*7919) }; r,err:=bs.Exec(args...); if err!=nil {return err}; if mode=="hash" {ref=hs[i]} else {id,_:=r.LastInsertId(); ref=id}; seen[hs[i]]=ref }
				if _,err:=cs.Exec(i/2000+1,ids[i],"tool_01",i%100+1,ref,"synth","ok",ref,nil,"",int64(i),int64(300)); err!=nil {return err}
			}
			return nil })
		if err!=nil {t.Fatal(err)}
		t.Logf("%s: cpu %v", mode, cpu()-c0)
	}
}
