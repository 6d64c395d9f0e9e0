#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
// The only C in CardDAV: curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call, so each wrapper below fixes the type of the one value it passes. Prefix `cc_` so nothing
// clashes with libcurl's own names.

// The type-checking macros would replace curl_easy_setopt with an expression Swift cannot see.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/// What libcurl calls with a piece of the body or one header line; returning anything other than
/// `size * count` aborts the transfer.
typedef size_t (*cc_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode cc_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

static inline CURLcode cc_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode cc_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode cc_setopt_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode cc_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode cc_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode cc_setopt_callback(CURL *handle, CURLoption option, cc_data_callback value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode cc_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

#endif
