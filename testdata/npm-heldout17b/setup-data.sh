#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data of the heldout17b capture (deleting
# DIR first): four small application repositories that
# containerization-assist-mcp analyses, and an unconnected Unix socket file
# standing for a Docker socket (the server refuses to start without one; no
# tool that needs Docker is called).
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout17b/data}"
rm -rf "$D"
mkdir -p "$D/repos" "$D/home"
R="$D/repos"

mkdir -p "$R/order-api/src/routes" "$R/order-api/test"
cat > "$R/order-api/package.json" <<'J'
{
  "name": "order-api",
  "version": "1.9.0",
  "description": "Orders and pick-up slots for the bakery shops",
  "main": "src/server.js",
  "engines": {"node": ">=20"},
  "scripts": {"start": "node src/server.js", "test": "node --test test/"},
  "dependencies": {"express": "^4.21.1", "pg": "^8.13.1", "pino": "^9.5.0", "helmet": "^8.0.0"},
  "devDependencies": {"supertest": "^7.0.0"}
}
J
cat > "$R/order-api/src/server.js" <<'J'
const express = require("express");
const helmet = require("helmet");
const orders = require("./routes/orders");
const app = express();
app.use(helmet());
app.use(express.json());
app.get("/healthz", (req, res) => res.json({ ok: true }));
app.use("/orders", orders);
const port = process.env.PORT || 8080;
app.listen(port, () => console.log(`order-api on ${port}`));
J
cat > "$R/order-api/src/routes/orders.js" <<'J'
const { Router } = require("express");
const r = Router();
r.get("/", async (req, res) => res.json([]));
module.exports = r;
J
echo 'test("health", () => {});' > "$R/order-api/test/health.test.js"
echo "20.18.0" > "$R/order-api/.nvmrc"

mkdir -p "$R/oven-telemetry/app"
cat > "$R/oven-telemetry/pyproject.toml" <<'J'
[project]
name = "oven-telemetry"
version = "0.7.3"
requires-python = ">=3.11"
dependencies = ["fastapi>=0.115", "uvicorn[standard]>=0.32", "paho-mqtt>=2.1", "pydantic>=2.9"]
J
cat > "$R/oven-telemetry/requirements.txt" <<'J'
fastapi==0.115.5
uvicorn[standard]==0.32.1
paho-mqtt==2.1.0
pydantic==2.10.2
J
cat > "$R/oven-telemetry/app/main.py" <<'J'
from fastapi import FastAPI

app = FastAPI(title="oven-telemetry")


@app.get("/ovens/{oven_id}/temperature")
def temperature(oven_id: str) -> dict:
    return {"oven": oven_id, "celsius": 231.5}
J

mkdir -p "$R/stock-service/src/main/java/com/bakery/stock" "$R/stock-service/src/main/resources"
cat > "$R/stock-service/pom.xml" <<'J'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-parent</artifactId>
    <version>3.3.5</version>
  </parent>
  <groupId>com.bakery</groupId>
  <artifactId>stock-service</artifactId>
  <version>2.4.0</version>
  <properties>
    <java.version>21</java.version>
  </properties>
  <dependencies>
    <dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-web</artifactId></dependency>
    <dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-actuator</artifactId></dependency>
    <dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-data-jpa</artifactId></dependency>
    <dependency><groupId>org.postgresql</groupId><artifactId>postgresql</artifactId></dependency>
  </dependencies>
</project>
J
cat > "$R/stock-service/src/main/java/com/bakery/stock/StockApplication.java" <<'J'
package com.bakery.stock;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class StockApplication {
    public static void main(String[] args) {
        SpringApplication.run(StockApplication.class, args);
    }
}
J
printf 'server.port=8081\nmanagement.endpoints.web.exposure.include=health,metrics\n' > "$R/stock-service/src/main/resources/application.properties"

mkdir -p "$R/label-printer/cmd/printer"
cat > "$R/label-printer/go.mod" <<'J'
module git.bakery.example/tools/label-printer

go 1.23

require github.com/spf13/cobra v1.8.1
J
cat > "$R/label-printer/cmd/printer/main.go" <<'J'
package main

import "fmt"

func main() { fmt.Println("label-printer 0.3.0") }
J

# Dockerfiles for fix-dockerfile (read by path).
cat > "$R/order-api/Dockerfile" <<'J'
FROM node:latest
WORKDIR /app
COPY . .
RUN npm install
ENV DB_PASSWORD=bakery123
EXPOSE 8080
CMD npm start
J
cat > "$R/oven-telemetry/Dockerfile" <<'J'
FROM python:3.11
RUN apt-get update && apt-get install -y curl gcc
COPY . /srv
WORKDIR /srv
RUN pip install -r requirements.txt
USER root
CMD ["uvicorn", "app.main:app", "--host", "0.0.0.0", "--port", "8000"]
J

python3 -c "import socket,sys; s=socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.close()" "$D/docker.sock"
echo "data in $D"
