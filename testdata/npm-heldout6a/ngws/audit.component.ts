import { Component, OnDestroy } from '@angular/core';

@Component({
  selector: 'adm-audit',
  template: `<h2>Audit log</h2><p *ngIf="loading">Loading…</p><p>{{ entries.length }} entries, last at {{ lastAt }}</p>`,
})
export class AuditComponent implements OnDestroy {
  entries: string[] = [];
  loading = true;
  lastAt = '';
  private timer = setInterval(() => this.poll(), 5000);

  poll() {
    fetch('/api/audit').then((r) => r.json()).then((e) => {
      this.entries = e;
      this.lastAt = new Date().toISOString();
      this.loading = false;
    });
  }

  ngOnDestroy() { clearInterval(this.timer); }
}
