import { Component, Input, OnInit } from '@angular/core';

@Component({
  selector: 'shop-cart',
  template: `<ul><li *ngFor="let item of items">{{ item.name }} - {{ item.price }}</li></ul><p>Total: {{ total }}</p>`,
})
export class CartComponent implements OnInit {
  @Input() items: { name: string; price: number }[] = [];
  total = 0;
  ngOnInit() {
    setTimeout(() => { this.total = this.items.reduce((s, i) => s + i.price, 0); }, 0);
  }
}
