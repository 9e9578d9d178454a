#!/usr/bin/env node
// The built bin; `npm install` at the repository root builds it (the prepare script).
import "../dist/bin.js";
