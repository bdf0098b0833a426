// graphql-endpoint.mjs: the small GraphQL endpoint mcp-graphql queries in
// the heldout10a capture (a bookstore), built with the graphql package that
// mcp-graphql itself depends on. Listens on 127.0.0.1:$GQLPORT (default
// 4011), POST /graphql with {query, variables}; variables may be a JSON
// string (mcp-graphql sends them so).
import http from "node:http";
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const { buildSchema, graphql } = require("./node_modules/graphql/index.js");

const schema = buildSchema(`
  "A book in the catalogue"
  type Book { id: ID! title: String! author: Author! year: Int tags: [String!]! price: Float inStock: Boolean! }
  type Author { id: ID! name: String! born: Int country: String books: [Book!]! }
  enum SortOrder { TITLE YEAR PRICE }
  type Query {
    books(tag: String, sort: SortOrder = TITLE): [Book!]!
    book(id: ID!): Book
    authors: [Author!]!
    search(term: String!): [Book!]!
  }
  type Mutation { addBook(title: String!, authorId: ID!): Book }
`);
const authors = [
  { id: "a1", name: "Ursula K. Le Guin", born: 1929, country: "US" },
  { id: "a2", name: "Stanisław Lem", born: 1921, country: "PL" },
  { id: "a3", name: "Octavia E. Butler", born: 1947, country: "US" },
];
const books = [
  { id: "b1", title: "The Dispossessed", authorId: "a1", year: 1974, tags: ["sf", "utopia"], price: 12.5, inStock: true },
  { id: "b2", title: "Solaris", authorId: "a2", year: 1961, tags: ["sf", "classic"], price: 9.99, inStock: false },
  { id: "b3", title: "Kindred", authorId: "a3", year: 1979, tags: ["time travel"], price: 11, inStock: true },
  { id: "b4", title: "The Cyberiad", authorId: "a2", year: 1965, tags: ["sf", "humour"], price: 14.25, inStock: true },
];
const author = (id) => { const a = authors.find((x) => x.id === id); return a && { ...a, books: () => books.filter((b) => b.authorId === id).map(book) }; };
const book = (b) => b && { ...b, author: () => author(b.authorId) };
const sorters = { TITLE: (a, b) => a.title.localeCompare(b.title), YEAR: (a, b) => a.year - b.year, PRICE: (a, b) => a.price - b.price };
const root = {
  books: ({ tag, sort }) => books.filter((b) => !tag || b.tags.includes(tag)).sort(sorters[sort]).map(book),
  book: ({ id }) => book(books.find((b) => b.id === id)) || null,
  authors: () => authors.map((a) => author(a.id)),
  search: ({ term }) => books.filter((b) => b.title.toLowerCase().includes(term.toLowerCase())).map(book),
  addBook: () => null,
};
http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", async () => {
    let q = {};
    try { q = JSON.parse(body || "{}"); } catch { q = {}; }
    let vars = q.variables;
    if (typeof vars === "string") { try { vars = JSON.parse(vars); } catch { vars = undefined; } }
    const out = await graphql({ schema, source: q.query || "", rootValue: root, variableValues: vars });
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(out));
  });
}).listen(Number(process.env.GQLPORT || 4011), "127.0.0.1");
