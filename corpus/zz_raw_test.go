package corpus
import ("testing";"context";"database/sql";"database/sql/driver";"time";"fmt";"syscall")
func cpu() time.Duration { var r syscall.Rusage; syscall.Getrusage(0,&r); return time.Duration(r.Utime.Nano()+r.Stime.Nano()) }
const callQ = `INSERT INTO c(server_id, call_id, tool, seq, arguments_hash, origin, status, result_hash, error_json, detail, duration_ms, size) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`
func TestZZRaw(t *testing.T){
	ctx:=context.Background()
	ids:=make([]string,100000); for i:=range ids {ids[i]=fmt.Sprintf("server-01/tool_%02d/%d",i/5000,i)}
	h:="0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	for _,mode:=range []string{"sql","raw","sql-5params"} {
		db:=openTemp(t,"r.db")
		db.sql.Exec(`CREATE TABLE c(id INTEGER PRIMARY KEY, server_id INT, call_id TEXT, tool TEXT, seq INT, arguments_hash TEXT, origin TEXT, status TEXT, result_hash TEXT, error_json BLOB, detail TEXT, duration_ms INT, size INT)`)
		c0:=cpu()
		switch mode {
		case "sql":
			db.writeTx(ctx,func(tx *sql.Tx) error { st,_:=tx.Prepare(callQ); for i:=range ids { if _,err:=st.Exec(1,ids[i],"tool_01",i,h,"synth","ok",h,nil,"",int64(i),int64(300)); err!=nil {t.Fatal(err)} }; return nil })
		case "sql-5params":
			db.writeTx(ctx,func(tx *sql.Tx) error { st,_:=tx.Prepare(`INSERT INTO c(server_id, call_id, seq, result_hash, size) VALUES (?,?,?,?,?)`); for i:=range ids { if _,err:=st.Exec(1,ids[i],i,h,int64(300)); err!=nil {t.Fatal(err)} }; return nil })
		case "raw":
			conn,_:=db.sql.Conn(ctx)
			conn.Raw(func(dc any) error {
				tx,err:=dc.(driver.ConnBeginTx).BeginTx(ctx,driver.TxOptions{}); if err!=nil {t.Fatal(err)}
				st,err:=dc.(driver.ConnPrepareContext).PrepareContext(ctx,callQ); if err!=nil {t.Fatal(err)}
				se:=st.(driver.StmtExecContext)
				args:=make([]driver.NamedValue,12); for k:=range args {args[k].Ordinal=k+1}
				for i:=range ids {
					vals:=[]driver.Value{int64(1),ids[i],"tool_01",int64(i),h,"synth","ok",h,nil,"",int64(i),int64(300)}
					for k:=range vals {args[k].Value=vals[k]}
					if _,err:=se.ExecContext(ctx,args); err!=nil {t.Fatal(err)}
				}
				st.Close(); return tx.Commit() })
			conn.Close()
		}
		t.Logf("%s: cpu %v", mode, cpu()-c0)
	}
}
