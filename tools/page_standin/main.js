// A stand-in for pygbag 0.9.3's CPython-on-WebAssembly (cpython312/main.js + main.wasm/main.data,
// which could not be had): served by tools/page_driver.py in place of the CDN's main.js. It runs
// on Pyodide 314 (CPython 3.14) and pygbag's cp314 pygame-ce wheel, and hands the page's own
// loader (the CDN's pythons.js, unmodified) what the real glue would: Module.FS, postRun, and
// PyRun_SimpleString through Module.postMessage.
//
// Two differences between the wheel and Pyodide 314 are bridged here:
//  1. the wheel's side module uses Emscripten's JavaScript setjmp/longjmp: it imports
//     invoke_<sig> trampolines and emscripten_longjmp, which Pyodide's dynamic linker lacks;
//  2. its SDL2 was compiled against older html5.h structs (4-byte EM_BOOL, mouse events with
//     canvasX/canvasY): mouse 72 bytes, wheel 104, key 176, touch 1696 (52 per point), while
//     Pyodide 314's glue fills 64, 96, 160 and 1552. The driver patches the glue's four
//     callback calls to go through globalThis.__standinHtml5, which copies into the old layout.
// Developer tool: never shipped, never used by the game.
"use strict";

const STANDIN = "%(standin)s";          // the driver's URL of this folder and of Pyodide
const WHEEL = "%(wheel)s";              // URL of the pygame-ce wheel
const INVOKE_SIGNATURES = %(signatures)s;  // the invoke_<sig> the wheel imports

const LONGJMP = Symbol("longjmp");

function bridgeSetjmp(M) {
    // Emscripten's classic trampoline: call the table entry, on a longjmp (or a C++ throw)
    // restore the stack and tell the caller through setThrew.
    const symbols = {};
    for (const sig of INVOKE_SIGNATURES) {
        symbols["invoke_" + sig] = function (index, ...args) {
            const sp = M.stackSave();
            try {
                return M.getWasmTableEntry(index)(...args);
            } catch (e) {
                M.stackRestore(sp);
                if (e !== LONGJMP && e !== e + 0) throw e;
                M._setThrew(1, 0);
                return sig[0] === "v" ? undefined : 0;
            }
        };
    }
    symbols.emscripten_longjmp = (env, value) => {
        M._setThrew(env, value || 1);
        throw LONGJMP;
    };
    let tempRet = 0;
    symbols.getTempRet0 = () => tempRet;
    symbols.setTempRet0 = (value) => { tempRet = value; };
    M.mergeLibSymbols(symbols, "standin-setjmp");  // only fills names still undefined
}

function html5Bridge(M) {
    // new layout (Pyodide 314) -> old layout (the wheel's SDL2); one old buffer per kind
    const buffers = {};
    const view = () => new DataView(M.HEAPU8.buffer);
    const buffer = (kind, size) => (buffers[kind] ||= M._malloc(size));
    function mouseInto(d, src, dst) {
        d.setFloat64(dst, d.getFloat64(src, true), true);                 // timestamp
        for (let i = 0; i < 4; i++)                                      // screen, client
            d.setInt32(dst + 8 + 4 * i, d.getInt32(src + 8 + 4 * i, true), true);
        for (let i = 0; i < 4; i++)                                      // ctrl shift alt meta
            d.setInt32(dst + 24 + 4 * i, d.getUint8(src + 24 + i), true);
        d.setUint16(dst + 40, d.getUint16(src + 28, true), true);          // button
        d.setUint16(dst + 42, d.getUint16(src + 30, true), true);          // buttons
        for (let i = 0; i < 4; i++)                                      // movement, target
            d.setInt32(dst + 44 + 4 * i, d.getInt32(src + 32 + 4 * i, true), true);
        d.setInt32(dst + 60, d.getInt32(src + 40, true), true);            // canvasX = targetX
        d.setInt32(dst + 64, d.getInt32(src + 44, true), true);            // canvasY = targetY
        d.setInt32(dst + 68, 0, true);
    }
    return {
        mouse(src) {
            const dst = buffer("mouse", 72);
            mouseInto(view(), src, dst);
            return dst;
        },
        wheel(src) {
            const dst = buffer("wheel", 104), d = view();
            mouseInto(d, src, dst);
            for (let i = 0; i < 3; i++)
                d.setFloat64(dst + 72 + 8 * i, d.getFloat64(src + 64 + 8 * i, true), true);
            d.setInt32(dst + 96, d.getInt32(src + 88, true), true);
            return dst;
        },
        key(src) {
            const dst = buffer("key", 176), d = view(), heap = M.HEAPU8;
            d.setFloat64(dst, d.getFloat64(src, true), true);
            d.setInt32(dst + 8, d.getInt32(src + 8, true), true);           // location
            for (let i = 0; i < 5; i++)                                      // 4 modifiers, repeat
                d.setInt32(dst + 12 + 4 * i, d.getUint8(src + 12 + i), true);
            for (let i = 0; i < 3; i++)                                      // charCode keyCode which
                d.setInt32(dst + 32 + 4 * i, d.getInt32(src + 20 + 4 * i, true), true);
            heap.copyWithin(dst + 44, src + 32, src + 160);                  // key code char locale
            d.setInt32(dst + 172, 0, true);
            return dst;
        },
        touch(src) {
            const dst = buffer("touch", 1696), d = view();
            d.setFloat64(dst, d.getFloat64(src, true), true);
            const count = d.getInt32(src + 8, true);
            d.setInt32(dst + 8, count, true);
            for (let i = 0; i < 4; i++)
                d.setInt32(dst + 12 + 4 * i, d.getUint8(src + 12 + i), true);
            for (let t = 0; t < count; t++) {
                const s = src + 16 + 48 * t, o = dst + 28 + 52 * t;
                for (let i = 0; i < 7; i++)                                  // id, screen, client, page
                    d.setInt32(o + 4 * i, d.getInt32(s + 4 * i, true), true);
                d.setInt32(o + 28, d.getUint8(s + 28), true);                // isChanged
                d.setInt32(o + 32, d.getUint8(s + 29), true);                // onTarget
                for (let i = 0; i < 2; i++) {                                // target, canvas
                    const v = d.getInt32(s + 32 + 4 * i, true);
                    d.setInt32(o + 36 + 4 * i, v, true);
                    d.setInt32(o + 44 + 4 * i, v, true);
                }
            }
            return dst;
        },
    };
}

(async () => {
    const vm = window.Module;  // pythons.js's runtime object
    const started = performance.now();
    // pythons.js sets WebAssembly.promising to null: its interpreter runs without JSPI, and
    // so does the stand-in (Pyodide would take WebAssembly.Suspending for JSPI support)
    if (WebAssembly.promising === null) delete WebAssembly.Suspending;
    const { loadPyodide } = await import(STANDIN + "pyodide/pyodide.mjs");
    const pyodide = await loadPyodide({
        indexURL: STANDIN + "pyodide/",
        stdout: (line) => console.log(line),
        stderr: (line) => console.warn(line),
    });
    const M = pyodide._module;
    window.standin = { pyodide, started };
    globalThis.__standinHtml5 = html5Bridge(M);
    bridgeSetjmp(M);
    pyodide.canvas.setCanvas2D(document.getElementById("canvas"));
    await pyodide.loadPackage(WHEEL);
    M.FS.mkdirTree("/data/data/org.python/assets/site-packages");
    vm.FS = M.FS;
    vm.postMessage = (message) => {
        if (message.type === "rcon")
            pyodide.runPythonAsync(message.data).catch((error) => console.error("standin rcon:", error));
        else
            console.warn("standin: message not handled", message.type);
    };
    window.standin.ready = performance.now();
    for (const step of vm.postRun) await step(vm);
})().catch((error) => {
    console.error("standin failed:", error);
    window.standinError = String(error && error.stack || error);
});
