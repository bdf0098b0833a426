package report

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteAll writes a report run's files into dir (created if missing):
// survey.md, survey.json, index.html, gateway.json (when gatewayJSON is
// not nil), the PR index prs.md, and prs/<slug>.md for every server PlanPR
// gives a PR report (slugs as ServerSlugs: unique, [a-z0-9-] only). Each
// file is written atomically (a temporary file in the same directory,
// synced, then renamed), so readers never see half a report. It returns
// the paths written, in order; errors name the file. A PR file left by an
// earlier run for a server of the bundle that now gets none is removed;
// PR files of servers no longer in the bundle are left in place.
func WriteAll(ctx context.Context, dir string, b *Bundle, gatewayJSON []byte) (written []string, err error) {
	if b == nil {
		return nil, errors.New("report: WriteAll: nil bundle")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("report: creating %s: %w", dir, err)
	}
	type job struct {
		name  string
		write func(io.Writer) error
	}
	jobs := []job{
		{"survey.md", func(w io.Writer) error { return WriteSurveyMarkdown(w, b) }},
		{"survey.json", func(w io.Writer) error { return WriteSurveyJSON(w, b) }},
		{"index.html", func(w io.Writer) error { return WriteHTML(w, b) }},
	}
	if gatewayJSON != nil {
		jobs = append(jobs, job{"gateway.json", func(w io.Writer) error {
			_, err := w.Write(gatewayJSON)
			return err
		}})
	}
	jobs = append(jobs, job{PRIndexFile, func(w io.Writer) error { return WritePRIndex(w, b) }})
	slugs := ServerSlugs(b.Servers)
	var stale []string
	for i, plan := range planAll(b) {
		s := &b.Servers[i]
		name := filepath.Join("prs", slugs[i]+".md")
		if !plan.Write() {
			stale = append(stale, name)
			continue
		}
		jobs = append(jobs, job{name, func(w io.Writer) error { return WritePR(w, s, b) }})
	}
	for _, j := range jobs {
		if err := ctx.Err(); err != nil {
			return written, fmt.Errorf("report: writing %s: %w", filepath.Join(dir, j.name), err)
		}
		path := filepath.Join(dir, j.name)
		var buf bytes.Buffer
		if err := j.write(&buf); err != nil {
			return written, fmt.Errorf("report: writing %s: %w", path, err)
		}
		if err := writeFileAtomic(path, buf.Bytes()); err != nil {
			return written, err
		}
		written = append(written, path)
	}
	for _, name := range stale {
		path := filepath.Join(dir, name)
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return written, fmt.Errorf("report: removing %s: %w", path, err)
		}
	}
	return written, nil
}

// writeFileAtomic writes data to path through a temporary file in the same
// directory and a rename; errors name path.
func writeFileAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("report: creating %s: %w", dir, err)
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("report: writing %s: %w", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("report: writing %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("report: writing %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("report: writing %s: %w", path, err)
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		return fmt.Errorf("report: writing %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("report: writing %s: %w", path, err)
	}
	return nil
}
