// A stand-in for pygbag 0.9.3's loader, pythons.js, on Pyodide (CPython 3.12 on WebAssembly)
// for tests/browser/test_browser_page.py, which serves it at the runtime CDN's address.
// Written for this project from what the page is known to use of the real loader
// (/work/shared/browser-runtime/README.md; tests/test_packaging.py lists the names):
//
// - window.MM.UME: true once media may play. Locked when config.ume_block is set (the
//   real default): a silent sound is tried at once and again on every gesture, and the
//   first that plays unlocks it (headless Chromium only refuses it when started with
//   --autoplay-policy=user-gesture-required);
// - window.python and its config (the page's own `config`, with `debug` from #debug);
// - window_resize (also on every browser resize): the canvas's on-screen size becomes the
//   largest box of its width/height attributes' aspect the window holds, centred;
// - then, as the real onload does, window.custom_onload(debug_hidden) and one window_resize;
// - Python: Pyodide with the runtime's Python side (runtime.py beside this file:
//   platform.window / document / fopen / run_main / shell, embed.counter, PyConfig,
//   shell, TopLevel_async_handler), sys.argv from the address's "#" part split on "%20"
//   ([""] when there is none), then the page's own script text run as Python.
//
// What it saw is kept in window.standin for the test: the Python runtime's events, the
// run of main.py (shell.source) and any error, which is also thrown (a page error).

const here = new URL(".", import.meta.url)
const site = [...document.scripts].find((script) => script.type === "module" && script.src === import.meta.url)
const standin = (window.standin = { events: [], sourced: null, error: null, python: null })

function sys_argv() {
    const hash = location.hash.startsWith("#") ? location.hash.slice(1) : ""
    return hash.split("%20").map((arg) => decodeURI(arg))
}

// -- media engagement: MM.UME ----------------------------------------------------------------
function silent_wav() {
    const samples = 800 // 0.1 s at 8 kHz, 8-bit mono, all at the midpoint (silence)
    const bytes = new Uint8Array(44 + samples)
    const view = new DataView(bytes.buffer)
    const ascii = (at, text) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)))
    ascii(0, "RIFF"); view.setUint32(4, 36 + samples, true); ascii(8, "WAVE")
    ascii(12, "fmt "); view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true)
    view.setUint32(24, 8000, true); view.setUint32(28, 8000, true); view.setUint16(32, 1, true)
    view.setUint16(34, 8, true); ascii(36, "data"); view.setUint32(40, samples, true)
    bytes.fill(128, 44)
    return URL.createObjectURL(new Blob([bytes], { type: "audio/wav" }))
}

function feat_snd() {
    window.MM = { UME: !config.ume_block }
    if (MM.UME) return
    const sound = new Audio(silent_wav())
    const attempt = () => {
        if (MM.UME) return
        sound.play().then(() => {
            MM.UME = true
            for (const kind of ["pointerdown", "keydown", "touchend"]) window.removeEventListener(kind, attempt)
        }).catch(() => { standin.events.push({ kind: "media locked" }) })
    }
    for (const kind of ["pointerdown", "keydown", "touchend"]) window.addEventListener(kind, attempt)
    attempt()
}

// -- the canvas fitted to the window ------------------------------------------------------------
function window_canvas_adjust() {
    const canvas = document.getElementById("canvas")
    const aspect = canvas.width / canvas.height
    let width = window.innerWidth
    let height = Math.trunc(width / aspect)
    if (height > window.innerHeight) {
        height = window.innerHeight
        width = Math.trunc(height * aspect)
    }
    Object.assign(canvas.style, {
        position: "absolute", left: 0, top: 0, right: 0, bottom: 0, margin: "auto",
        width: `${width}px`, height: `${height}px`,
    })
}

function feat_gui() {
    globalThis.window_resize = window_canvas_adjust
    window.addEventListener("resize", window_canvas_adjust)
}

// -- Python ----------------------------------------------------------------------------------
async function start_python() {
    const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", here).href)
    const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", here).href })
    const runtime = await (await fetch(new URL("runtime.py", here))).text()
    pyodide.FS.writeFile("/home/pyodide/_standin_runtime.py", runtime)
    pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide')")
    pyodide.pyimport("_standin_runtime").install(sys_argv())
    standin.python = pyodide.runPython("import sys; sys.version")
    await pyodide.runPythonAsync(site.text)
    await pyodide.runPythonAsync("import _standin_runtime; await _standin_runtime.finish()")
}

async function onload() {
    config.debug = config.debug || location.hash.includes("#debug")
    if (config.ume_block === undefined) config.ume_block = 1
    window.python = { config }
    feat_snd()
    feat_gui()
    if (window.custom_onload) await window.custom_onload(!config.debug)
    window_resize()
    try {
        await start_python()
    } catch (error) {
        standin.error = String(error)
        throw error
    }
}

if (document.readyState === "complete") onload()
else window.addEventListener("load", onload)
