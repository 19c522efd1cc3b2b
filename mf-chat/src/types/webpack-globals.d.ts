/** Where webpack serves this remote's files from; with publicPath 'auto' it is found at run time. */
declare let __webpack_public_path__: string | undefined;
