package corpus

// Secondary indexes of the calls table, which a bulk load into an empty
// table builds once at the end (CREATE INDEX sorts the rows and fills the
// index in order) instead of entry by entry. The statements are those of
// schemaV1, so the schema reads the same afterwards.
var callIndexes = []struct{ name, create string }{
	{"calls_server", `CREATE INDEX calls_server ON calls(server_id)`},
	{"calls_result", `CREATE INDEX calls_result ON calls(result_blob)`},
}

// deferCallIndexes drops the secondary indexes of the calls table when the
// table is empty, inside t; it reports whether it did, in which case
// restoreCallIndexes must run before t commits. Dropping and creating
// happen in the same transaction as the load: a failed or interrupted
// import rolls back to the indexes it started with.
func deferCallIndexes(t *rawTx) (bool, error) {
	st, err := t.prepare(`SELECT 1 FROM calls LIMIT 1`)
	if err != nil {
		return false, err
	}
	_, nonEmpty, err := st.queryInt64()
	st.close()
	if err != nil || nonEmpty {
		return false, err
	}
	for _, ix := range callIndexes {
		if _, err := t.exec(`DROP INDEX IF EXISTS ` + ix.name); err != nil {
			return false, err
		}
	}
	return true, nil
}

// blobIndex is the key index of the blobs table, as schemaV7 creates it.
var blobIndex = struct{ name, create string }{"blobs_hkey", `CREATE INDEX blobs_hkey ON blobs(hkey)`}

// deferBlobIndex drops the key index of the blobs table, inside w's
// transaction, when the table was empty as w started: w then never searches
// the table (see writer.complete) until it forgets what it stored, and it
// builds the index again before that. restoreBlobIndex must run before the
// transaction commits. Building the index once at the end (a sort of the
// keys) took about a third of the time of inserting every key into it.
func (w *writer) deferBlobIndex() error {
	if !w.complete || w.indexDropped {
		return nil
	}
	if _, err := w.tx.exec(`DROP INDEX IF EXISTS ` + blobIndex.name); err != nil {
		return err
	}
	w.indexDropped = true
	return nil
}

// restoreBlobIndex creates the index deferBlobIndex dropped, if it did.
func (w *writer) restoreBlobIndex() error {
	if !w.indexDropped {
		return nil
	}
	if _, err := w.tx.exec(blobIndex.create); err != nil {
		return err
	}
	w.indexDropped = false
	return nil
}

// restoreCallIndexes creates the indexes deferCallIndexes dropped.
func restoreCallIndexes(t *rawTx) error {
	for _, ix := range callIndexes {
		if _, err := t.exec(ix.create); err != nil {
			return err
		}
	}
	return nil
}
