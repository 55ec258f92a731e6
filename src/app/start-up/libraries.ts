// Importing this module evaluates the framework chunk (React, the router, i18next, the query client); see
// src/main.tsx. One named import rather than the package's whole namespace, which would defeat tree-shaking.
export { createBrowserRouter } from "react-router";
