// h2bridge.mjs LISTEN_PORT TARGET_PORT: a cleartext HTTP/2 (h2c, prior
// knowledge) front on 127.0.0.1 that forwards every request to the HTTP/1.1
// stand-in on 127.0.0.1:TARGET_PORT. The AWS SDK's Bedrock Agent Runtime
// client speaks HTTP/2 only; Python's http.server speaks HTTP/1.1 only.
import http2 from "node:http2";
import http from "node:http";

const [listenPort, targetPort] = process.argv.slice(2).map(Number);
const server = http2.createServer();
server.on("stream", (stream, headers) => {
  const chunks = [];
  stream.on("data", (c) => chunks.push(c));
  stream.on("end", () => {
    const body = Buffer.concat(chunks);
    const h = {};
    for (const [k, v] of Object.entries(headers)) if (!k.startsWith(":")) h[k] = v;
    h["content-length"] = String(body.length);
    const req = http.request({ host: "127.0.0.1", port: targetPort, method: headers[":method"], path: headers[":path"], headers: h }, (res) => {
      const out = [];
      res.on("data", (c) => out.push(c));
      res.on("end", () => {
        const rh = { ":status": res.statusCode };
        for (const [k, v] of Object.entries(res.headers)) {
          if (!["connection", "transfer-encoding", "keep-alive"].includes(k)) rh[k] = v;
        }
        stream.respond(rh);
        stream.end(Buffer.concat(out));
      });
    });
    req.on("error", (e) => { stream.respond({ ":status": 502 }); stream.end(String(e)); });
    req.end(body);
  });
});
server.listen(listenPort, "127.0.0.1", () => console.log(`h2bridge ${listenPort} -> ${targetPort}`));
