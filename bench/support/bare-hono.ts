// The ceiling for the public-reads benchmark: the framework alone, a JSON hello on Hono's Node
// server, in its own process like the real app.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.json({ hello: "world" }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
