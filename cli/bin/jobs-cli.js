#!/usr/bin/env node
// The built CLI; `npm install` at the repository root builds it (the prepare script).
import "../dist/main.js";
