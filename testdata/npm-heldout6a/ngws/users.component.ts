import { Component, NgZone } from '@angular/core';

@Component({ selector: 'adm-users', template: `<p>{{ count }} users</p>` })
export class UsersComponent {
  count = 0;
  constructor(private zone: NgZone) {
    this.zone.runOutsideAngular(() => setInterval(() => this.count++, 1000));
  }
}
