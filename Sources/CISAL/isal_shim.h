#ifndef FLOW_ISAL_SHIM_H
#define FLOW_ISAL_SHIM_H
/* ISA-L's streaming inflate and its CRC-32 (the zip and gzip one), from libisal-dev. */
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>
#endif
