#import <Foundation/Foundation.h>

/// The app's texts, through every form of lookup.
NSArray *texts(int count, NSString *name, NSBundle *brand);
