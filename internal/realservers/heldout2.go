package realservers

import (
	"archive/zip"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// HeldOut2Servers names the servers of the second held-out real-output set
// (internal/realout/testdata/heldout2). None of them is in testdata/npm;
// they are pinned in testdata/npm-heldout2, which CI does not install.
var HeldOut2Servers = []string{
	"desktop-commander", "commands", "obsidian", "mcp-obsidian", "postgres",
	"dbhub", "playwright", "pdf-reader", "excel", "shell",
}

// HeldOut2Packages names the npm package of each server of HeldOut2Servers,
// as pinned in testdata/npm-heldout2/package.json.
var HeldOut2Packages = map[string]string{
	"desktop-commander": "npm:@wonderwhy-er/desktop-commander@0.2.52",
	"commands":          "npm:mcp-server-commands@0.5.0",
	"obsidian":          "npm:obsidian-mcp@1.0.6",
	"mcp-obsidian":      "npm:mcp-obsidian@1.0.0",
	"postgres":          "npm:@modelcontextprotocol/server-postgres@0.6.2",
	"dbhub":             "npm:@bytebase/dbhub@1.4.0",
	"playwright":        "npm:@playwright/mcp@0.0.83",
	"pdf-reader":        "npm:@sylphx/pdf-reader-mcp@2.4.0",
	"excel":             "npm:@negokaz/excel-mcp-server@0.12.0",
	"shell":             "npm:@mako10k/mcp-shell-server@2.7.1",
}

// HeldOut2Dir returns the absolute path of testdata/npm-heldout2.
func HeldOut2Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "npm-heldout2")
}

func heldOut2Bin(name string) string {
	return filepath.Join(HeldOut2Dir(), "node_modules", ".bin", name)
}

var heldOut2Install sync.Mutex

// EnsureHeldOut2 installs testdata/npm-heldout2 with `npm ci` when its
// node_modules is missing. Puppeteer's browser download is skipped (the
// playwright server uses the system chromium).
func EnsureHeldOut2(ctx context.Context) error {
	heldOut2Install.Lock()
	defer heldOut2Install.Unlock()
	dir := HeldOut2Dir()
	if _, err := os.Stat(filepath.Join(dir, "node_modules", ".package-lock.json")); err == nil {
		return nil
	}
	cmd := exec.CommandContext(ctx, "npm", "ci", "--no-audit", "--no-fund")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PUPPETEER_SKIP_DOWNLOAD=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("realservers: npm ci in %s: %v\n%s", dir, err, out)
	}
	return nil
}

// HeldOut2Set is the prepared data and services of HeldOut2Servers.
type HeldOut2Set struct {
	// Dir is the prepared folder. It must not be under /tmp or a hidden
	// folder: obsidian-mcp refuses such vaults.
	Dir string
	// Files is a folder of text, CSV, JSON and markdown files.
	Files string
	// Vault is an Obsidian vault (a folder with .obsidian/app.json).
	Vault string
	// PDFs is a folder of PDF files printed by chromium.
	PDFs string
	// Sheets is the folder of the workbooks the Excel server edits
	// (budget.xlsx and staff.xlsx, each with one empty Sheet1).
	Sheets string
	// WebURL is the base URL of the local HTTP server (WebPages2).
	WebURL string
	// PostgresURL is the URL of the local PostgreSQL database "shop".
	PostgresURL string
	// Servers maps each server's name to its launch.
	Servers map[string]Server

	pgData string
	pgDir  string
	pgCmd  func() *exec.Cmd
	web    *http.Server
}

// SetupHeldOut2 installs the servers (EnsureHeldOut2), writes their data
// under dir, prints the PDFs with chromium, starts an HTTP server on
// 127.0.0.1 and a PostgreSQL server (Debian/official binaries initdb,
// pg_ctl, psql on PATH; run as user postgres when root) on a free loopback
// port, and fills Servers. The caller must Close the set.
func SetupHeldOut2(ctx context.Context, dir string) (*HeldOut2Set, error) {
	if err := EnsureHeldOut2(ctx); err != nil {
		return nil, err
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	h := &HeldOut2Set{
		Dir: dir, Files: filepath.Join(dir, "files"), Vault: filepath.Join(dir, "vault"),
		PDFs: filepath.Join(dir, "pdf"), Sheets: filepath.Join(dir, "sheets"),
	}
	for _, d := range []string{h.Files, h.Vault, h.PDFs, h.Sheets, filepath.Join(dir, "home"), filepath.Join(dir, "work")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return nil, err
		}
	}
	if err := writeFiles(h.Files, Files2); err != nil {
		return nil, err
	}
	if err := writeFiles(h.Vault, Vault2); err != nil {
		return nil, err
	}
	for _, name := range []string{"budget.xlsx", "staff.xlsx"} {
		if err := writeEmptyXLSX(filepath.Join(h.Sheets, name)); err != nil {
			return nil, err
		}
	}
	if err := h.printPDFs(ctx); err != nil {
		return nil, err
	}
	if err := h.startWeb(); err != nil {
		return nil, err
	}
	if err := h.startPostgres(ctx); err != nil {
		h.Close()
		return nil, err
	}
	home := filepath.Join(dir, "home")
	srv := func(bin string, args ...string) Server {
		return Server{Command: heldOut2Bin(bin), Args: args, Cwd: filepath.Join(dir, "work"),
			Env: map[string]string{"HOME": home, "XDG_CONFIG_HOME": filepath.Join(home, ".config")}}
	}
	h.Servers = map[string]Server{
		"desktop-commander": srv("desktop-commander"),
		"commands":          srv("mcp-server-commands"),
		"obsidian":          srv("obsidian-mcp", h.Vault),
		"mcp-obsidian":      srv("mcp-obsidian", h.Vault),
		"postgres":          srv("mcp-server-postgres", h.PostgresURL),
		"dbhub":             srv("dbhub", "--transport", "stdio", "--dsn", h.PostgresURL+"?sslmode=disable"),
		"playwright": srv("playwright-mcp", "--headless", "--isolated", "--no-sandbox",
			"--browser", "chromium", "--executable-path", "/usr/bin/chromium", "--output-dir", filepath.Join(dir, "work", "pw")),
		"pdf-reader": srv("pdf-reader-mcp"),
		"excel":      srv("excel-mcp-server"),
		"shell":      srv("mcp-shell-server"),
	}
	// The shell server asks the client's LLM (sampling) to vet each
	// command unless told not to; it also confines working directories.
	for k, v := range map[string]string{
		"MCP_SHELL_ENHANCED_MODE": "false", "MCP_SHELL_LLM_EVALUATION": "false",
		"MCP_SHELL_ALLOWED_WORKDIRS": dir, "MCP_SHELL_DEFAULT_WORKDIR": h.Files,
		"MCP_SHELL_ENABLE_NETWORK": "false",
	} {
		h.Servers["shell"].Env[k] = v
	}
	return h, nil
}

// Close stops the HTTP server and PostgreSQL.
func (h *HeldOut2Set) Close() error {
	var errs []error
	if h.web != nil {
		errs = append(errs, h.web.Close())
		h.web = nil
	}
	if h.pgData != "" {
		cmd := h.pgCmd()
		cmd.Args = append(cmd.Args, "-D", h.pgData, "-m", "immediate", "stop")
		if out, err := cmd.CombinedOutput(); err != nil {
			errs = append(errs, fmt.Errorf("realservers: pg_ctl stop: %v: %s", err, out))
		}
		h.pgData = ""
	}
	if h.pgDir != "" {
		errs = append(errs, os.RemoveAll(h.pgDir))
		h.pgDir = ""
	}
	return errors.Join(errs...)
}

// printPDFs prints each page of PDFPages2 to PDFs/<name>.pdf with the
// system chromium.
func (h *HeldOut2Set) printPDFs(ctx context.Context) error {
	src := filepath.Join(h.Dir, "pdfsrc")
	if err := writeFiles(src, PDFPages2); err != nil {
		return err
	}
	for name := range PDFPages2 {
		base := name[:len(name)-len(filepath.Ext(name))]
		out := filepath.Join(h.PDFs, base+".pdf")
		cctx, cancel := context.WithTimeout(ctx, 90*time.Second)
		cmd := exec.CommandContext(cctx, "chromium", "--headless", "--no-sandbox", "--disable-gpu",
			"--no-pdf-header-footer", "--user-data-dir="+filepath.Join(h.Dir, "chromium-profile"),
			"--print-to-pdf="+out, "file://"+filepath.Join(src, name))
		b, err := cmd.CombinedOutput()
		cancel()
		if err != nil {
			return fmt.Errorf("realservers: chromium --print-to-pdf %s: %v\n%s", name, err, b)
		}
	}
	return nil
}

// startWeb serves WebPages2 on 127.0.0.1.
func (h *HeldOut2Set) startWeb() error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		body, ok := WebPages2[r.URL.Path[1:]]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", contentType(r.URL.Path))
		_, _ = w.Write([]byte(body))
	})
	h.web = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = h.web.Serve(l) }()
	h.WebURL = "http://" + l.Addr().String() + "/"
	return nil
}

// startPostgres creates a cluster in a new temporary folder, starts it on a free
// loopback port with trust authentication, and loads PostgresSQL2 into a
// database "shop".
func (h *HeldOut2Set) startPostgres(ctx context.Context) error {
	for _, b := range []string{"initdb", "pg_ctl", "psql"} {
		if _, err := exec.LookPath(b); err != nil {
			return fmt.Errorf("realservers: %s not found on PATH (PostgreSQL server binaries): %w", b, err)
		}
	}
	var cred *syscall.Credential
	// The cluster lives in its own temporary folder: Dir may be under a
	// home directory the postgres user cannot enter.
	pgDir, err := os.MkdirTemp("", "mcpsurvey-heldout2-pg-")
	if err != nil {
		return err
	}
	h.pgDir = pgDir
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return fmt.Errorf("realservers: running as root needs a user postgres to run PostgreSQL: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
		if err := os.Chown(pgDir, uid, gid); err != nil {
			return err
		}
	}
	run := func(name string, args ...string) *exec.Cmd {
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir = pgDir
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
		return cmd
	}
	h.pgCmd = func() *exec.Cmd { return run("pg_ctl") }
	data := filepath.Join(pgDir, "data")
	if out, err := run("initdb", "-D", data, "-U", "postgres", "--auth=trust", "--no-sync").CombinedOutput(); err != nil {
		return fmt.Errorf("realservers: initdb: %v\n%s", err, out)
	}
	port, err := freePort()
	if err != nil {
		return err
	}
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off", port, pgDir)
	if out, err := run("pg_ctl", "-D", data, "-o", opts, "-l", filepath.Join(pgDir, "log"), "-w", "start").CombinedOutput(); err != nil {
		return fmt.Errorf("realservers: pg_ctl start: %v\n%s", err, out)
	}
	h.pgData = data
	psql := func(db, sql string) error {
		cmd := run("psql", "-h", "127.0.0.1", "-p", strconv.Itoa(port), "-U", "postgres", "-d", db, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql)
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("realservers: psql: %v\n%s", err, out)
		}
		return nil
	}
	if err := psql("postgres", "CREATE DATABASE shop"); err != nil {
		return err
	}
	if err := psql("shop", PostgresSQL2); err != nil {
		return err
	}
	h.PostgresURL = fmt.Sprintf("postgresql://postgres@127.0.0.1:%d/shop", port)
	return nil
}

// writeEmptyXLSX writes a workbook with one empty sheet "Sheet1" (the
// Excel server edits workbooks but does not create them).
func writeEmptyXLSX(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	zw := zip.NewWriter(f)
	for _, part := range [][2]string{
		{"[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
			`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
			`<Default Extension="xml" ContentType="application/xml"/>` +
			`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
			`<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
			`</Types>`},
		{"_rels/.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
			`</Relationships>`},
		{"xl/workbook.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
			`<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`},
		{"xl/_rels/workbook.xml.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
			`</Relationships>`},
		{"xl/worksheets/sheet1.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>`},
	} {
		w, err := zw.Create(part[0])
		if err != nil {
			f.Close()
			return err
		}
		if _, err := w.Write([]byte(part[1])); err != nil {
			f.Close()
			return err
		}
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
